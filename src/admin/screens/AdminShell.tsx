import { type ReactNode, useEffect, useRef, useState } from "react";
import { paths } from "../lib/routes.ts";
import { Link, useNavigate, useRouter } from "../router.tsx";
import { useSession } from "../session.tsx";
import { Button, buttonClass } from "../ui/Button.tsx";
import { cn } from "../ui/cn.ts";
import { LogOutIcon } from "../ui/icons.tsx";

const NAV = [
  { to: paths.dashboard, label: "Painel", match: (path: string) => path.startsWith(paths.dashboard) },
  { to: paths.drawings, label: "Desenhos", match: (path: string) => path.startsWith(paths.drawings) },
  { to: paths.categories, label: "Categorias", match: (path: string) => path.startsWith(paths.categories) },
  { to: paths.collections, label: "Coleções", match: (path: string) => path.startsWith(paths.collections) },
  {
    to: paths.articles,
    label: "Artigos",
    match: (path: string) => path.startsWith(paths.articles) && !path.startsWith(paths.articleGenerate),
  },
  { to: paths.autoPublish, label: "Publicação Automática", match: (path: string) => path.startsWith(paths.autoPublish) },
  { to: paths.trash, label: "Lixeira", match: (path: string) => path.startsWith(paths.trash) },
  { to: paths.articleGenerate, label: "Gerar Artigos", match: (path: string) => path.startsWith(paths.articleGenerate) },
];

/** The signed-in frame: top bar 'Painel Administrativo' with the sections and 'Sair', then the screen. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { location, navigations, confirmLeave } = useRouter();
  const navigate = useNavigate();
  const { signOut, ...session } = useSession();
  const [leaving, setLeaving] = useState(false);
  const main = useRef<HTMLElement>(null);

  // After a client-side navigation, screen readers start at the new screen, not at the old focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change.
  useEffect(() => {
    if (navigations > 0) main.current?.focus({ preventScroll: true });
  }, [location.pathname, navigations]);

  async function leave() {
    // Unsaved work on screen (the article editor): ask before signing out.
    if (!confirmLeave()) return;
    setLeaving(true);
    await signOut();
    navigate(paths.login, { force: true });
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only rounded-lg bg-brand-700 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:px-4 focus:py-2"
      >
        Pular para o conteúdo
      </a>
      <header className="border-b border-slate-200 bg-white shadow-sm">
        {/* Two rows at every width: the eight sections never fit beside the title and 'Sair' (at 1366 px they
            needed about 1,380), so they get a row of their own, which wraps on a phone rather than hiding
            'Gerar Artigos' behind a scroll. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 pt-3 pb-2 sm:px-6">
          <Link to={paths.drawings} className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900">
            <span
              aria-hidden="true"
              className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-700 text-sm font-black text-white"
            >
              R
            </span>
            Painel Administrativo
          </Link>
          <div className="ml-auto flex items-center gap-3">
            {session.status === "signed-in" && (
              <span className="hidden text-sm text-slate-600 md:inline">{session.user.email}</span>
            )}
            <Button variant="secondary" size="sm" onClick={leave} loading={leaving}>
              {!leaving && <LogOutIcon />}
              Sair
            </Button>
          </div>
        </div>
        <nav aria-label="Seções do painel" className="mx-auto max-w-7xl px-3 pb-2 sm:px-5">
          <ul className="flex flex-wrap gap-1">
            {NAV.map((item) => {
              const current = item.match(location.pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      buttonClass("ghost", "sm"),
                      "whitespace-nowrap",
                      current && "bg-brand-50 text-brand-800 hover:bg-brand-100 hover:text-brand-800",
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      <main id="admin-main" ref={main} tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}
