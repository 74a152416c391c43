import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "./Button.tsx";

/**
 * A rendering error shows a way out instead of a blank page: reload, or go
 * back to the drawings list.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Admin screen crashed", error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
        <div role="alert" className="max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <h1 className="text-xl font-bold text-slate-900">Algo deu errado</h1>
          <p className="mt-2 text-sm text-slate-600">
            Ocorreu um erro inesperado nesta tela. Recarregue a página para continuar.
          </p>
          <div className="mt-6 flex justify-center gap-2">
            <Button onClick={() => window.location.reload()}>Recarregar</Button>
            <a
              href="/admin/drawings"
              className="inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100"
            >
              Ir para Desenhos
            </a>
          </div>
        </div>
      </main>
    );
  }
}
