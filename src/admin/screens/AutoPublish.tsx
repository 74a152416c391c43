import { useEffect, useId, useRef, useState } from "react";
import { AI, PUBLISHING } from "#src/lib/admin-contracts/messages.ts";
import { AutoPublishHelp } from "../components/AutoPublishHelp.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { PendingDrawingsGrid, type PendingItem } from "../components/PendingDrawingsGrid.tsx";
import { PendingUploader } from "../components/PendingUploader.tsx";
import { PublishedDrawingPanel } from "../components/PublishedDrawingPanel.tsx";
import { PublishModeField } from "../components/PublishModeField.tsx";
import { useAdminData } from "../hooks/useAdminData.ts";
import { useErrorReporter } from "../hooks/useErrorReporter.ts";
import * as adminApi from "../lib/admin-api.ts";
import { isAbort, isApiError } from "../lib/api.ts";
import { formatAdminDateTime } from "../lib/article-list.ts";
import { publishErrorReason } from "../lib/auto-publish.ts";
import { useDocumentTitle } from "../router.tsx";
import { Button } from "../ui/Button.tsx";
import { ConfirmDialog } from "../ui/Dialog.tsx";
import { RefreshIcon, SendIcon } from "../ui/icons.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { useToast } from "../ui/Toast.tsx";

type PublishedDrawing = NonNullable<adminApi.Publication["drawing"]>;
type Mode = adminApi.PendingDrawingList["settings"]["mode"];

/**
 * /admin/auto-publish, 'Publicação Automática' (spec section 2, issue 13):
 * images go into drawings-to-publish/; 'Publicar Agora' has the AI turn
 * the oldest one into a drawing, shown in 'Desenho Publicado'. Without AI
 * configured on the server it says so and cannot publish.
 */
export function AutoPublish() {
  useDocumentTitle(PUBLISHING.heading);
  const toast = useToast();
  const reportError = useErrorReporter();
  const publishHeadingId = useId();
  const uploadHeadingId = useId();
  const {
    data: list,
    loading,
    reload,
  } = useAdminData("pending-drawings", (_key, signal) => adminApi.listPendingDrawings(signal), {
    errorMessage: PUBLISHING.loadError,
  });
  const [notConfigured, setNotConfigured] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [published, setPublished] = useState<PublishedDrawing | null>(null);
  const [toRemove, setToRemove] = useState<PendingItem | null>(null);
  const [removing, setRemoving] = useState(false);
  const publishRequest = useRef<AbortController | null>(null);
  // The mode as last chosen here, until the list reloads with it.
  const [chosenMode, setChosenMode] = useState<Mode | null>(null);
  const [savingMode, setSavingMode] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    adminApi
      .getAiUsage(controller.signal)
      .then((summary) => {
        if (!summary.configured) setNotConfigured(true);
      })
      .catch(() => {
        // Publishing itself says so (503) if AI is not configured.
      });
    return () => controller.abort();
  }, []);

  useEffect(() => () => publishRequest.current?.abort(), []);

  async function publish() {
    if (publishing) return;
    const controller = new AbortController();
    publishRequest.current = controller;
    setPublishing(true);
    try {
      const result = await adminApi.publishDrawing(controller.signal);
      setPublished(result.drawing);
      if (result.drawing) toast.success(PUBLISHING.published);
      else toast.info(PUBLISHING.nothingToPublish);
    } catch (error) {
      if (isAbort(error) || isApiError(error, 401)) return;
      if (isApiError(error, 503)) {
        setNotConfigured(true);
        toast.error(AI.notConfigured);
      } else {
        const message = PUBLISHING.publishError(publishErrorReason(error));
        console.error(message, error);
        toast.error(message);
      }
    } finally {
      if (!controller.signal.aborted) {
        setPublishing(false);
        reload();
      }
    }
  }

  /** Shows the choice at once (a radio must answer its click), then stores it; a refusal puts the previous one back. */
  async function changeMode(next: Mode) {
    const previous = mode;
    setChosenMode(next);
    setSavingMode(true);
    try {
      setChosenMode((await adminApi.saveAutoPublishMode(next)).mode);
      toast.success(PUBLISHING.modeSaved);
    } catch (error) {
      setChosenMode(previous);
      reportError(error, PUBLISHING.modeSaveError);
    } finally {
      setSavingMode(false);
    }
  }

  async function confirmRemove() {
    if (!toRemove) return;
    setRemoving(true);
    try {
      await adminApi.deletePendingDrawing(toRemove.id);
      toast.success(PUBLISHING.removed);
    } catch (error) {
      reportError(error, isApiError(error, 404) ? PUBLISHING.notFound : PUBLISHING.removeError);
    } finally {
      setRemoving(false);
      setToRemove(null);
      reload();
    }
  }

  const initialLoad = list === undefined && loading;
  const items = list?.items ?? null;
  const nextRunAt = list?.schedule.nextRunAt ?? null;
  const mode = chosenMode ?? list?.settings.mode ?? "review";
  const canPublish = !publishing && !notConfigured && (items?.length ?? 0) > 0;

  return (
    <div className="space-y-6">
      <PageHeader
        title={PUBLISHING.heading}
        description={list ? <span data-testid="pending-count">{PUBLISHING.pendingCount(list.count)}</span> : undefined}
        actions={
          <Button variant="secondary" onClick={reload} loading={loading && !initialLoad} disabled={initialLoad}>
            {!loading && <RefreshIcon />}
            {loading ? PUBLISHING.refreshing : PUBLISHING.refresh}
          </Button>
        }
      />

      {notConfigured && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {AI.notConfigured}
        </p>
      )}

      {initialLoad ? (
        <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
          <Spinner size="lg" showLabel className="flex-col" />
        </div>
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
            <section aria-labelledby={uploadHeadingId} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 id={uploadHeadingId} className="mb-4 text-lg font-bold text-slate-900">
                {PUBLISHING.uploadHeading}
              </h2>
              <PendingUploader onUploaded={reload} />
            </section>
            <section
              aria-labelledby={publishHeadingId}
              className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 id={publishHeadingId} className="text-lg font-bold text-slate-900">
                {PUBLISHING.publishHeading}
              </h2>
              <p className="text-sm text-slate-700" data-testid="publish-schedule">
                {nextRunAt ? PUBLISHING.nextRun(formatAdminDateTime(nextRunAt) ?? nextRunAt) : PUBLISHING.scheduleOff}
              </p>
              <PublishModeField mode={mode} saving={savingMode} onChange={changeMode} />
              <Button onClick={publish} loading={publishing} disabled={!canPublish} className="mt-auto">
                {!publishing && <SendIcon />}
                {publishing ? PUBLISHING.publishing : PUBLISHING.publish}
              </Button>
            </section>
          </div>

          {published && <PublishedDrawingPanel drawing={published} />}

          <PendingDrawingsGrid items={items} busy={loading} onRemove={setToRemove} />

          <AutoPublishHelp />
        </>
      )}

      <ConfirmDialog
        open={toRemove !== null}
        title={PUBLISHING.confirmRemoveTitle}
        message={toRemove ? PUBLISHING.confirmRemove(toRemove.fileName) : ""}
        confirmLabel={PUBLISHING.removeConfirm}
        busyLabel={PUBLISHING.removing}
        destructive
        busy={removing}
        onConfirm={confirmRemove}
        onCancel={() => setToRemove(null)}
      />
    </div>
  );
}
