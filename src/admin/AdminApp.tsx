import { ADMIN_HOME, type AdminRoute, AFTER_LOGIN, isProtected, matchRoute } from "./lib/routes.ts";
import { Redirect, RouterProvider, useRouter } from "./router.tsx";
import { AdminShell } from "./screens/AdminShell.tsx";
import { ArticleEditor } from "./screens/ArticleEditor.tsx";
import { ArticleGenerator } from "./screens/ArticleGenerator.tsx";
import { ArticlesList } from "./screens/ArticlesList.tsx";
import { AutoPublish } from "./screens/AutoPublish.tsx";
import { CategoriesList } from "./screens/CategoriesList.tsx";
import { CategoryForm } from "./screens/CategoryForm.tsx";
import { CollectionForm } from "./screens/CollectionForm.tsx";
import { CollectionsList } from "./screens/CollectionsList.tsx";
import { NotFoundScreen } from "./screens/ComingSoon.tsx";
import { Dashboard } from "./screens/Dashboard.tsx";
import { DrawingForm } from "./screens/DrawingForm.tsx";
import { DrawingsList } from "./screens/DrawingsList.tsx";
import { LoginScreen } from "./screens/LoginScreen.tsx";
import { Trash } from "./screens/Trash.tsx";
import { SessionProvider, useSession } from "./session.tsx";
import { ErrorBoundary } from "./ui/ErrorBoundary.tsx";
import { FullPageSpinner } from "./ui/Spinner.tsx";
import { ToastProvider } from "./ui/Toast.tsx";

/**
 * The administrator area: one React island under /admin
 * (src/pages/admin/[...path].astro) with its own History API router.
 */
export default function AdminApp() {
  return (
    <ErrorBoundary>
      <ToastProvider>
        <RouterProvider>
          <SessionProvider>
            <Screens />
          </SessionProvider>
        </RouterProvider>
      </ToastProvider>
    </ErrorBoundary>
  );
}

function Screens() {
  const { location } = useRouter();
  const session = useSession();
  const route = matchRoute(location.pathname);

  if (session.status === "loading") return <FullPageSpinner />;
  if (route.name === "login") return session.status === "signed-in" ? <Redirect to={AFTER_LOGIN} /> : <LoginScreen />;
  if (isProtected(route) && session.status !== "signed-in") return <Redirect to={ADMIN_HOME} />;
  // Keyed by path: going from one form to another starts it afresh.
  return <AdminShell key="shell">{<Screen key={location.pathname} route={route} />}</AdminShell>;
}

function Screen({ route }: { route: AdminRoute }) {
  switch (route.name) {
    case "drawings":
      return <DrawingsList />;
    case "drawing-new":
      return <DrawingForm />;
    case "drawing-edit":
      return <DrawingForm id={route.id} />;
    case "categories":
      return <CategoriesList />;
    case "category-new":
      return <CategoryForm />;
    case "category-edit":
      return <CategoryForm id={route.id} />;
    case "collections":
      return <CollectionsList />;
    case "collection-new":
      return <CollectionForm />;
    case "collection-edit":
      return <CollectionForm id={route.id} />;
    case "articles":
      return <ArticlesList />;
    case "article-new":
      return <ArticleEditor />;
    case "article-edit":
      return <ArticleEditor id={route.id} />;
    case "article-generate":
      return <ArticleGenerator />;
    case "auto-publish":
      return <AutoPublish />;
    case "trash":
      return <Trash />;
    case "dashboard":
      return <Dashboard />;
    default:
      return <NotFoundScreen />;
  }
}
