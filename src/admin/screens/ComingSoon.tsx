import { COMING_SOON } from "#src/lib/admin-contracts/messages.ts";
import { PageHeader } from "../components/PageHeader.tsx";
import { paths } from "../lib/routes.ts";
import { Link, useDocumentTitle } from "../router.tsx";
import { buttonClass } from "../ui/Button.tsx";

/** Screens that later issues build (articles, generator, automatic publishing). */
export function ComingSoon({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="space-y-6">
      <PageHeader title={title} />
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <p className="text-xl font-bold text-slate-900">{COMING_SOON}</p>
        <p className="mt-2 text-sm text-slate-600">Esta seção do painel ainda está em construção.</p>
        <Link to={paths.drawings} className={buttonClass("secondary", "md", "mt-6")}>
          Ir para Desenhos
        </Link>
      </div>
    </div>
  );
}

export function NotFoundScreen() {
  useDocumentTitle("Página não encontrada");
  return (
    <div className="space-y-6">
      <PageHeader title="Página não encontrada" description="O endereço não corresponde a nenhuma tela do painel." />
      <Link to={paths.drawings} className={buttonClass("primary")}>
        Ir para Desenhos
      </Link>
    </div>
  );
}
