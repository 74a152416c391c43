import { useId } from "react";
import type { Dashboard as DashboardData, DashboardDrawing } from "#src/lib/admin-contracts/responses.ts";
import { formatNumber, formatUsd } from "#src/lib/format.ts";
import { PageHeader } from "../components/PageHeader.tsx";
import { StatCards } from "../components/StatCards.tsx";
import { Thumbnail } from "../components/Thumbnail.tsx";
import { useAdminList } from "../hooks/useAdminData.ts";
import * as adminApi from "../lib/admin-api.ts";
import { formatAdminDateTime } from "../lib/article-list.ts";
import { paths } from "../lib/routes.ts";
import { Link, useDocumentTitle } from "../router.tsx";
import { Badge } from "../ui/Badge.tsx";
import { Spinner } from "../ui/Spinner.tsx";

const LOAD_ERROR = "Erro ao carregar o painel";

/**
 * /admin/dashboard, the 'Painel' (issue 21): what the administrator wants to
 * know first. The week's most downloaded drawings, the newest ones, this
 * month's AI spending, and what waits (pending files, the Lixeira).
 */
export function Dashboard() {
  useDocumentTitle("Painel");
  const { data, loading } = useAdminList(adminApi.getDashboard, LOAD_ERROR);
  return (
    <div className="space-y-6">
      <PageHeader title="Painel" description="O que aconteceu no site nos últimos dias." />
      {data === undefined ? (
        <div className="flex justify-center rounded-xl border border-slate-200 bg-white py-16 text-brand-700">
          {loading ? <Spinner size="lg" showLabel /> : <p className="text-sm text-slate-600">{LOAD_ERROR}.</p>}
        </div>
      ) : (
        <DashboardBody data={data} />
      )}
    </div>
  );
}

function DashboardBody({ data }: { data: DashboardData }) {
  const aiId = useId();
  return (
    <>
      <StatCards
        label="Resumo do site"
        stats={[
          { label: "Desenhos ativos", value: data.counts.activeDrawings, tone: "success" },
          { label: "Desenhos inativos", value: data.counts.inactiveDrawings, tone: "muted" },
          { label: "Artigos publicados", value: data.counts.publishedArticles, tone: "brand" },
          { label: "Rascunhos", value: data.counts.draftArticles },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <DrawingList
          title="Mais baixados da semana"
          empty="Nenhum download nos últimos 7 dias."
          items={data.weekTop}
          detail={(item) => `${formatNumber(item.downloads)} ${item.downloads === 1 ? "download" : "downloads"}`}
          testId="week-top"
        />
        <DrawingList
          title="Novos desenhos"
          empty="Nenhum desenho ainda."
          items={data.newest}
          detail={(item) => formatAdminDateTime(item.createdAt) ?? ""}
          testId="dashboard-newest"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <section
          aria-labelledby={aiId}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          data-testid="ai-month"
        >
          <h2 id={aiId} className="text-sm font-semibold text-slate-700">
            Gasto com IA neste mês
          </h2>
          <p className="mt-1 text-2xl font-bold text-slate-900">{formatUsd(data.ai.monthTotal)}</p>
          <p className="text-sm text-slate-600">
            {data.ai.configured
              ? `${formatNumber(data.ai.monthCalls)} ${data.ai.monthCalls === 1 ? "chamada" : "chamadas"}`
              : "IA não configurada neste servidor"}
          </p>
        </section>
        <Link to={paths.autoPublish} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600">
          <span className="block text-sm font-semibold text-slate-700">Aguardando publicação</span>
          <span className="mt-1 block text-2xl font-bold text-slate-900">{formatNumber(data.counts.pending)}</span>
        </Link>
        <Link to={paths.trash} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600">
          <span className="block text-sm font-semibold text-slate-700">Na Lixeira</span>
          <span className="mt-1 block text-2xl font-bold text-slate-900">{formatNumber(data.counts.trash)}</span>
        </Link>
      </div>
    </>
  );
}

function DrawingList<T extends DashboardDrawing>({
  title,
  empty,
  items,
  detail,
  testId,
}: {
  title: string;
  empty: string;
  items: T[];
  detail: (item: T) => string;
  testId: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid={testId}
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{empty}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-2">
              <Thumbnail src={item.imageUrl} />
              <div className="min-w-0 flex-1">
                <Link to={paths.drawing(item.id)} className="block truncate font-semibold text-slate-900 hover:underline">
                  {item.title}
                </Link>
                <span className="text-sm text-slate-600">{detail(item)}</span>
              </div>
              {!item.active && <Badge>Inativo</Badge>}
              {item.href && (
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener"
                  className="text-sm font-semibold text-brand-800 hover:underline"
                >
                  Ver no site
                  <span className="sr-only"> (abre em nova aba): {item.title}</span>
                </a>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
