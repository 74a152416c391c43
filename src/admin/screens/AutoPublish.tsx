import { useEffect, useId, useRef, useState } from "react";
import { AI, PUBLISHING } from "#src/lib/admin-contracts/messages.ts";
import { SCHEDULE_CHOICES } from "#src/lib/admin-contracts/schemas.ts";
import { AutoPublishHelp } from "../components/AutoPublishHelp.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { PendingDrawingsGrid, type PendingItem } from "../components/PendingDrawingsGrid.tsx";
import { PendingUploader } from "../components/PendingUploader.tsx";
import { PublishedDrawingPanel } from "../components/PublishedDrawingPanel.tsx";
import { PublishModeField } from "../components/PublishModeField.tsx";
import { useAdminList } from "../hooks/useAdminData.ts";
import { useConfirmedDelete } from "../hooks/useConfirmedDelete.ts";
import { useErrorReporter } from "../hooks/useErrorReporter.ts";
import * as adminApi from "../lib/admin-api.ts";
import { isAbort, isApiError } from "../lib/api.ts";
import { formatAdminDateTime } from "../lib/article-list.ts";
import { publishErrorReason } from "../lib/auto-publish.ts";
import { useDocumentTitle } from "../router.tsx";
import { Button } from "../ui/Button.tsx";
import { ConfirmDialog } from "../ui/Dialog.tsx";
import { RefreshIcon, SendIcon } from "../ui/icons.tsx";
import { Select } from "../ui/Select.tsx";
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
  const publishReasonId = useId();
  const publishAllReasonId = useId();
  const { data: list, loading, reload } = useAdminList(adminApi.listPendingDrawings, PUBLISHING.loadError);
  const removal = useConfirmedDelete<PendingItem>({
    remove: (item) => adminApi.deletePendingDrawing(item.id),
    messages: { done: PUBLISHING.removed, notFound: PUBLISHING.notFound, failed: PUBLISHING.removeError },
    reload,
  });
  const [notConfigured, setNotConfigured] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [published, setPublished] = useState<PublishedDrawing | null>(null);
  const publishRequest = useRef<AbortController | null>(null);
  // 'Publicar todos': how far it got, and whether 'Parar' was pressed.
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const stopAll = useRef(false);
  // The mode as last chosen here, until the list reloads with it.
  const [chosenMode, setChosenMode] = useState<Mode | null>(null);
  const [savingMode, setSavingMode] = useState(false);
  const [savingSchedule, setSavingSchedule] = useState(false);

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

  /**
   * Publishes one file (the oldest, or `pendingId`); true when a drawing came
   * out of it. `quiet` leaves the success toast to 'Publicar todos'.
   */
  async function publishOne(controller: AbortController, pendingId?: string, quiet = false): Promise<boolean> {
    try {
      const result = await adminApi.publishDrawing(controller.signal, pendingId);
      setPublished(result.drawing);
      if (!quiet) {
        if (result.drawing) toast.success(PUBLISHING.published);
        else toast.info(PUBLISHING.nothingToPublish);
      }
      return result.drawing !== null;
    } catch (error) {
      if (isAbort(error) || isApiError(error, 401)) return false;
      if (isApiError(error, 503)) {
        setNotConfigured(true);
        toast.error(AI.notConfigured);
      } else if (isApiError(error, 404)) {
        toast.error(PUBLISHING.notFound);
      } else {
        const message = PUBLISHING.publishError(publishErrorReason(error));
        console.error(message, error);
        toast.error(message);
      }
      return false;
    }
  }

  async function publish(pendingId?: string) {
    if (publishing) return;
    const controller = new AbortController();
    publishRequest.current = controller;
    setPublishing(true);
    await publishOne(controller, pendingId);
    if (!controller.signal.aborted) {
      setPublishing(false);
      reload();
    }
  }

  /** 'Publicar todos': one file at a time, oldest first, with its progress; stops at the first failure or on 'Parar'. */
  async function publishAll() {
    if (publishing || !items) return;
    const controller = new AbortController();
    publishRequest.current = controller;
    stopAll.current = false;
    setPublishing(true);
    const total = items.length;
    let done = 0;
    for (; done < total && !stopAll.current; done++) {
      setProgress({ done, total });
      if (!(await publishOne(controller, undefined, true))) break;
    }
    if (controller.signal.aborted) return;
    setProgress(null);
    setPublishing(false);
    if (done > 0) toast.success(PUBLISHING.publishedAll(done));
    reload();
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

  async function changeSchedule(value: string) {
    setSavingSchedule(true);
    try {
      await adminApi.saveAutoPublishSchedule(value === "" ? null : value);
      toast.success(PUBLISHING.scheduleSaved);
    } catch (error) {
      reportError(error, isApiError(error, 422) ? error.message : PUBLISHING.scheduleSaveError);
    } finally {
      setSavingSchedule(false);
      reload();
    }
  }

  const initialLoad = list === undefined && loading;
  const items = list?.items ?? null;
  const nextRunAt = list?.schedule.nextRunAt ?? null;
  const mode = chosenMode ?? list?.settings.mode ?? "review";
  const count = items?.length ?? 0;
  const canPublish = !publishing && !notConfigured && count > 0;
  // Why the publishing buttons are disabled, said beside them (issue 45): the AI first, then the queue.
  const publishBlockedBy = notConfigured
    ? PUBLISHING.disabledNeedsAi
    : count === 0
      ? PUBLISHING.disabledEmptyQueue
      : publishing
        ? PUBLISHING.disabledBusy
        : null;
  const publishAllBlockedBy = publishBlockedBy ?? (count < 2 ? PUBLISHING.disabledNeedsTwo : null);

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
        <div role="alert" className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p>
            {AI.notConfigured}. {AI.notConfiguredHint}
          </p>
          <p>{PUBLISHING.uploadsWaitForAi}</p>
        </div>
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
              <Select
                label={PUBLISHING.scheduleLabel}
                value={list?.settings.every ?? ""}
                disabled={savingSchedule || notConfigured}
                hint={notConfigured ? PUBLISHING.disabledNeedsAi : undefined}
                onChange={(event) => void changeSchedule(event.target.value)}
                options={[
                  { value: "", label: PUBLISHING.scheduleServerDefault(list?.settings.serverEvery ?? null) },
                  { value: "off", label: PUBLISHING.scheduleOffChoice },
                  ...SCHEDULE_CHOICES.map((every) => ({ value: every, label: PUBLISHING.scheduleEvery(every) })),
                ]}
              />
              <PublishModeField mode={mode} saving={savingMode} onChange={changeMode} />
              <div className="mt-auto grid gap-2">
                <Button
                  onClick={() => void publish()}
                  loading={publishing && !progress}
                  disabled={!canPublish}
                  aria-describedby={!canPublish && publishBlockedBy ? publishReasonId : undefined}
                >
                  {!publishing && <SendIcon />}
                  {publishing && !progress ? PUBLISHING.publishing : PUBLISHING.publish}
                </Button>
                {progress ? (
                  <div className="flex items-center justify-between gap-2 text-sm" role="status" data-testid="publish-progress">
                    <span className="inline-flex items-center gap-2 text-slate-800">
                      <Spinner size="sm" decorative />
                      {PUBLISHING.publishingAll(progress.done, progress.total)}
                    </span>
                    <Button variant="ghost" size="sm" onClick={() => (stopAll.current = true)}>
                      {PUBLISHING.stopPublishing}
                    </Button>
                  </div>
                ) : (
                  <Button
                    variant="secondary"
                    onClick={() => void publishAll()}
                    disabled={publishAllBlockedBy !== null}
                    aria-describedby={publishBlockedBy ? publishReasonId : publishAllBlockedBy ? publishAllReasonId : undefined}
                  >
                    {PUBLISHING.publishAll}
                  </Button>
                )}
                {!progress && publishBlockedBy && (
                  <p id={publishReasonId} className="text-xs text-slate-600" data-testid="publish-disabled-reason">
                    {publishBlockedBy}
                  </p>
                )}
                {!progress && !publishBlockedBy && publishAllBlockedBy && (
                  <p id={publishAllReasonId} className="text-xs text-slate-600" data-testid="publish-all-disabled-reason">
                    {publishAllBlockedBy}
                  </p>
                )}
              </div>
            </section>
          </div>

          {published && <PublishedDrawingPanel drawing={published} />}

          <PendingDrawingsGrid
            items={items}
            busy={loading}
            onRemove={removal.ask}
            onPublish={(item) => void publish(item.id)}
            canPublish={canPublish}
            disabledReason={publishBlockedBy}
          />

          <AutoPublishHelp />
        </>
      )}

      <ConfirmDialog
        open={removal.pending !== null}
        title={PUBLISHING.confirmRemoveTitle}
        message={removal.pending ? PUBLISHING.confirmRemove(removal.pending.fileName) : ""}
        confirmLabel={PUBLISHING.removeConfirm}
        busyLabel={PUBLISHING.removing}
        destructive
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </div>
  );
}
