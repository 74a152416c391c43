import { useEffect, useRef, useState } from "react";
import { COLLECTION_MAX_ARTICLES, COLLECTION_MAX_DRAWINGS, NAME_MAX } from "#src/lib/admin-contracts/limits.ts";
import { COLLECTIONS, TRASH } from "#src/lib/admin-contracts/messages.ts";
import type { CollectionArticleItem, CollectionDrawingItem } from "#src/lib/admin-contracts/responses.ts";
import { COLLECTION_DESCRIPTION_MAX, type CollectionFormValues, collectionFormSchema } from "#src/lib/admin-contracts/schemas.ts";
import type { YearlyDate } from "#src/lib/calendar/yearly-date.ts";
import { DEFAULT_DAYS_BEFORE } from "#src/lib/calendar/yearly-date.ts";
import { MONTH_NAMES, WEEKDAY_NAMES, weekdayOrdinal, yearlyDateLabel } from "#src/lib/collections/rule-label.ts";
import { cardUrlFor } from "#src/lib/urls.ts";
import { BackLink, EditForm, FormActions, FormPanel } from "../components/FormParts.tsx";
import { DeleteDialog } from "../components/ListParts.tsx";
import { OrderedItems } from "../components/OrderedItems.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { Thumbnail } from "../components/Thumbnail.tsx";
import { useAdminData } from "../hooks/useAdminData.ts";
import { useConfirmedDelete } from "../hooks/useConfirmedDelete.ts";
import { useDebouncedValue } from "../hooks/useDebouncedValue.ts";
import { useSaveForm } from "../hooks/useSaveForm.ts";
import * as adminApi from "../lib/admin-api.ts";
import { ARTICLE_LIST_ADDRESS } from "../lib/article-query.ts";
import { DRAWING_LIST_ADDRESS } from "../lib/drawing-query.ts";
import { addItem } from "../lib/ordered-list.ts";
import { paths } from "../lib/routes.ts";
import { useDocumentTitle, useNavigate } from "../router.tsx";
import { Button } from "../ui/Button.tsx";
import { Input } from "../ui/Input.tsx";
import { PlusIcon, TrashIcon } from "../ui/icons.tsx";
import { Select } from "../ui/Select.tsx";
import { Textarea } from "../ui/Textarea.tsx";

/**
 * /admin/collections/new and /admin/collections/{id} (issue 36): the name,
 * the text, the yearly date around which the collection leads the site,
 * and its drawings and articles in order. Drawings are found with the
 * drawings list's own search and category filter; both lists are ordered by
 * drag and drop or with 'Subir'/'Descer'.
 */
type Text = Pick<CollectionFormValues, "name" | "description" | "yearlyDate" | "daysBefore" | "imageUrl">;
const EMPTY: Text = { name: "", description: "", yearlyDate: null, daysBefore: DEFAULT_DAYS_BEFORE, imageUrl: null };
const FIELDS = ["name", "description", "yearlyDate", "daysBefore", "drawingIds", "articleIds", "imageUrl"] as const;

const RULE_DEFAULTS: Record<YearlyDate["kind"], YearlyDate> = {
  fixed: { kind: "fixed", month: 12, day: 25 },
  weekday: { kind: "weekday", month: 5, weekday: 0, nth: 2 },
  easter: { kind: "easter", offsetDays: 0 },
};
const monthOptions = MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));
const weekdayOptions = WEEKDAY_NAMES.map((name, index) => ({ value: String(index), label: name }));
/** Which one of the month, in the chosen weekday's gender ('2º domingo', '1ª segunda-feira'). */
const nthOptions = (weekday: number) =>
  [1, 2, 3, 4, 5, -1].map((nth) => ({ value: String(nth), label: weekdayOrdinal(nth, weekday) }));

export function CollectionForm({ id }: { id?: string }) {
  const editing = id !== undefined;
  const title = editing ? "Editar Coleção" : "Nova Coleção";
  useDocumentTitle(title);
  const navigate = useNavigate();
  const nameInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState<Text>(EMPTY);
  const [drawings, setDrawings] = useState<CollectionDrawingItem[]>([]);
  const [articles, setArticles] = useState<CollectionArticleItem[]>([]);

  const form = useSaveForm({
    schema: collectionFormSchema,
    fields: FIELDS,
    editing,
    listPath: paths.collections,
    messages: {
      saved: editing ? COLLECTIONS.updated : COLLECTIONS.created,
      notFound: COLLECTIONS.notFound,
      failed: COLLECTIONS.saveError,
    },
    save: (data) => (id === undefined ? adminApi.createCollection(data) : adminApi.updateCollection(id, data)),
    focusInvalid: () => nameInput.current?.focus(),
  });
  const { errors, saving } = form;

  const { data: collection, loading } = useAdminData(id ?? null, adminApi.getCollection, {
    errorMessage: COLLECTIONS.loadDataError,
    notFoundMessage: COLLECTIONS.notFound,
    onData: (loaded) => {
      setText({
        name: loaded.name,
        description: loaded.description,
        yearlyDate: loaded.yearlyDate,
        daysBefore: loaded.daysBefore,
        imageUrl: loaded.imageUrl,
      });
      setDrawings(loaded.drawings);
      setArticles(loaded.articles);
    },
    onError: () => navigate(paths.collections, { replace: true }),
  });
  const deletion = useConfirmedDelete<{ id: string; name: string }>({
    remove: (item) => adminApi.deleteCollection(item.id),
    messages: { done: COLLECTIONS.deleted, notFound: COLLECTIONS.notFound, failed: COLLECTIONS.deleteError },
    reload: () => navigate(paths.collections),
  });

  // A cover whose drawing was taken out of the list goes back to the first drawing's.
  const cover = text.imageUrl && drawings.some((drawing) => drawing.imageUrl === text.imageUrl) ? text.imageUrl : null;
  const values: CollectionFormValues = {
    ...text,
    imageUrl: cover,
    drawingIds: drawings.map((drawing) => drawing.id),
    articleIds: articles.map((article) => article.id),
  };
  return (
    <div className="space-y-6">
      <BackLink to={paths.collections}>Voltar para coleções</BackLink>
      <PageHeader
        title={title}
        description={editing && collection ? `Slug: ${collection.slug}` : "Reúna desenhos de qualquer categoria e artigos."}
        actions={
          editing && collection ? (
            <Button variant="destructive" onClick={() => deletion.ask(collection)} disabled={saving}>
              <TrashIcon />
              Excluir Coleção
            </Button>
          ) : undefined
        }
      />
      <EditForm
        loading={loading}
        onSubmit={(event) => void form.submit(event, values)}
        fields={
          <>
            <Input
              ref={nameInput}
              label="Nome"
              required
              maxLength={NAME_MAX}
              value={text.name}
              error={errors.name}
              onChange={(event) => setText({ ...text, name: event.target.value })}
              disabled={saving}
            />
            <Textarea
              label="Descrição"
              rows={4}
              maxLength={COLLECTION_DESCRIPTION_MAX}
              value={text.description}
              error={errors.description}
              onChange={(event) => setText({ ...text, description: event.target.value })}
              disabled={saving}
            />
            <section aria-labelledby="colecao-desenhos" className="space-y-3">
              <h2 id="colecao-desenhos" className="text-sm font-semibold text-slate-900">
                Desenhos ({drawings.length})
              </h2>
              <OrderedItems
                label="Desenhos da coleção"
                items={drawings}
                onChange={setDrawings}
                empty="Nenhum desenho ainda. Busque abaixo e adicione."
                disabled={saving}
                render={(drawing) => <DrawingLine drawing={drawing} />}
              />
              {errors.drawingIds && <p className="text-sm text-red-700">{errors.drawingIds}</p>}
              <DrawingPicker
                chosen={drawings}
                disabled={saving || drawings.length >= COLLECTION_MAX_DRAWINGS}
                onAdd={(drawing) => setDrawings((current) => addItem(current, drawing, COLLECTION_MAX_DRAWINGS))}
              />
            </section>
            <section aria-labelledby="colecao-artigos" className="space-y-3">
              <h2 id="colecao-artigos" className="text-sm font-semibold text-slate-900">
                Artigos ({articles.length})
              </h2>
              <OrderedItems
                label="Artigos da coleção"
                items={articles}
                onChange={setArticles}
                empty="Nenhum artigo. Artigos publicados aparecem na página da coleção."
                disabled={saving}
                render={(article) => (
                  <p className="truncate font-medium text-slate-900">
                    {article.title}
                    {article.published ? "" : " (não publicado)"}
                  </p>
                )}
              />
              <ArticlePicker
                chosen={articles}
                disabled={saving || articles.length >= COLLECTION_MAX_ARTICLES}
                onAdd={(article) => setArticles((current) => addItem(current, article, COLLECTION_MAX_ARTICLES))}
              />
            </section>
          </>
        }
        side={
          <>
            <FormPanel>
              <Select
                label="Capa"
                hint="A imagem da coleção nos cartões e ao compartilhar: a de um dos seus desenhos."
                options={[
                  { value: "", label: "Primeiro desenho da lista" },
                  ...drawings.flatMap((drawing) => (drawing.imageUrl ? [{ value: drawing.imageUrl, label: drawing.title }] : [])),
                ]}
                value={cover ?? ""}
                error={errors.imageUrl}
                onChange={(event) => setText({ ...text, imageUrl: event.target.value || null })}
                disabled={saving}
              />
            </FormPanel>
            <FormPanel>
              <DateFields
                rule={text.yearlyDate}
                daysBefore={text.daysBefore}
                error={errors.yearlyDate ?? errors.daysBefore}
                disabled={saving}
                onChange={(yearlyDate, daysBefore) => setText({ ...text, yearlyDate, daysBefore })}
              />
            </FormPanel>
            <FormActions cancelTo={paths.collections} saving={saving} checking={false} />
          </>
        }
      />
      <DeleteDialog
        deletion={deletion}
        title="Excluir coleção"
        message={(item) => `${COLLECTIONS.confirmDelete(item.name)} ${TRASH.keptFor}`}
      />
    </div>
  );
}

/** The yearly date: none, a fixed day, the nth weekday of a month, or days from Easter; and how early it starts leading. */
function DateFields({
  rule,
  daysBefore,
  error,
  disabled,
  onChange,
}: {
  rule: YearlyDate | null;
  daysBefore: number;
  error: string | undefined;
  disabled: boolean;
  onChange(rule: YearlyDate | null, daysBefore: number): void;
}) {
  const set = (next: YearlyDate | null) => onChange(next, daysBefore);
  const number = (value: string) => Number.parseInt(value, 10) || 0;
  return (
    <div className="space-y-3" data-date-fields>
      <Select
        label="Data comemorativa"
        options={[
          { value: "", label: "Sem data" },
          { value: "fixed", label: "Data fixa (ex.: Natal)" },
          { value: "weekday", label: "Dia da semana (ex.: Dia das Mães)" },
          { value: "easter", label: "Conforme a Páscoa" },
        ]}
        value={rule?.kind ?? ""}
        onChange={(event) => set(event.target.value ? RULE_DEFAULTS[event.target.value as YearlyDate["kind"]] : null)}
        disabled={disabled}
      />
      {rule?.kind === "fixed" && (
        <div className="grid grid-cols-2 gap-3">
          <Input
            label="Dia"
            type="number"
            min={1}
            max={31}
            value={rule.day}
            onChange={(event) => set({ ...rule, day: number(event.target.value) })}
            disabled={disabled}
          />
          <NumberSelect
            label="Mês"
            options={monthOptions}
            value={rule.month}
            onChange={(month) => set({ ...rule, month })}
            disabled={disabled}
          />
        </div>
      )}
      {rule?.kind === "weekday" && (
        <div className="grid gap-3">
          <NumberSelect
            label="Qual"
            options={nthOptions(rule.weekday)}
            value={rule.nth}
            onChange={(nth) => set({ ...rule, nth: nth as typeof rule.nth })}
            disabled={disabled}
          />
          <NumberSelect
            label="Dia da semana"
            options={weekdayOptions}
            value={rule.weekday}
            onChange={(weekday) => set({ ...rule, weekday })}
            disabled={disabled}
          />
          <NumberSelect
            label="Mês"
            options={monthOptions}
            value={rule.month}
            onChange={(month) => set({ ...rule, month })}
            disabled={disabled}
          />
        </div>
      )}
      {rule?.kind === "easter" && (
        <Input
          label="Dias a partir da Páscoa"
          hint="0 é o domingo de Páscoa; negativo, antes (Carnaval: -47)."
          type="number"
          min={-70}
          max={70}
          value={rule.offsetDays}
          onChange={(event) => set({ ...rule, offsetDays: number(event.target.value) })}
          disabled={disabled}
        />
      )}
      {rule && (
        <Input
          label="Destaque começa quantos dias antes"
          hint="Enquanto isso, a coleção aparece no topo da página inicial e da página de coleções (horário de Brasília)."
          type="number"
          min={0}
          max={120}
          value={daysBefore}
          onChange={(event) => onChange(rule, number(event.target.value))}
          disabled={disabled}
        />
      )}
      <p className="text-sm text-slate-700" data-date-label>
        {yearlyDateLabel(rule)}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A drawing as the form's lists show it: its picture, title and category, and whether visitors see it. */
function DrawingLine({ drawing }: { drawing: CollectionDrawingItem }) {
  return (
    <div className="flex items-center gap-3">
      <div className="w-10 shrink-0">
        <Thumbnail src={cardUrlFor(drawing.imageUrl)} />
      </div>
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{drawing.title}</p>
        <p className="text-xs text-slate-600">
          {drawing.categoryName ?? "Sem categoria"}
          {drawing.active ? "" : " · inativo (não aparece no site)"}
        </p>
      </div>
    </div>
  );
}

/** A select of numbered choices (a month, a weekday, which one of the month). */
function NumberSelect({
  label,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: number;
  onChange(value: number): void;
  disabled: boolean;
}) {
  return (
    <Select
      label={label}
      options={options}
      value={String(value)}
      onChange={(event) => onChange(Number.parseInt(event.target.value, 10))}
      disabled={disabled}
    />
  );
}

/** Finds drawings with the drawings list's search and category filter, and adds them at the end. */
function DrawingPicker({
  chosen,
  disabled,
  onAdd,
}: {
  chosen: readonly CollectionDrawingItem[];
  disabled: boolean;
  onAdd(drawing: CollectionDrawingItem): void;
}) {
  const [search, setSearch] = useState("");
  const [categoryId, setCategoryId] = useState("");
  const query = useDebouncedValue(search, 300);
  const { data: categories } = useAdminData("picker-categories", (_key, signal) => adminApi.listCategories(signal), {
    errorMessage: COLLECTIONS.loadDataError,
  });
  const [results, setResults] = useState<CollectionDrawingItem[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    adminApi
      .listDrawings(
        { ...DRAWING_LIST_ADDRESS.defaults, search: query.trim() || undefined, categoryId: categoryId || undefined },
        controller.signal,
      )
      .then((page) =>
        setResults(
          page.items.map((drawing) => ({
            id: drawing.id,
            title: drawing.title,
            imageUrl: drawing.imageUrl,
            categoryName: drawing.category?.name ?? null,
            active: drawing.active,
          })),
        ),
      )
      .catch(() => {
        if (!controller.signal.aborted) setResults([]);
      });
    return () => controller.abort();
  }, [query, categoryId]);

  return (
    <div className="space-y-3 rounded-lg bg-slate-50 p-3" data-drawing-picker>
      <div className="grid gap-3 sm:grid-cols-2">
        <Input label="Buscar desenhos" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        <Select
          label="Categoria"
          options={[
            { value: "", label: "Todas as categorias" },
            ...(categories?.items ?? []).map((c) => ({ value: c.id, label: c.name })),
          ]}
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
        />
      </div>
      <ul
        aria-label="Desenhos encontrados"
        className="max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 bg-white"
      >
        {(results ?? []).map((drawing) => {
          const added = chosen.some((item) => item.id === drawing.id);
          return (
            <li key={drawing.id} className="flex items-center gap-3 p-2">
              <div className="min-w-0 flex-1">
                <DrawingLine drawing={drawing} />
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onAdd(drawing)}
                disabled={disabled || added}
                aria-label={added ? `"${drawing.title}" já está na coleção` : `Adicionar "${drawing.title}"`}
              >
                <PlusIcon />
                {added ? "Adicionado" : "Adicionar"}
              </Button>
            </li>
          );
        })}
        {results?.length === 0 && <li className="p-3 text-sm text-slate-600">Nenhum desenho encontrado.</li>}
      </ul>
    </div>
  );
}

/** Picks one of the articles by title, and adds it at the end. */
function ArticlePicker({
  chosen,
  disabled,
  onAdd,
}: {
  chosen: readonly CollectionArticleItem[];
  disabled: boolean;
  onAdd(article: CollectionArticleItem): void;
}) {
  const [picked, setPicked] = useState("");
  const { data } = useAdminData(
    "picker-articles",
    (_key, signal) => adminApi.listArticles({ ...ARTICLE_LIST_ADDRESS.defaults, status: "published" }, signal),
    { errorMessage: COLLECTIONS.loadDataError },
  );
  const available = (data?.items ?? []).filter((article) => !chosen.some((item) => item.id === article.id));
  return (
    <div className="flex items-end gap-3" data-article-picker>
      <Select
        label="Adicionar artigo publicado"
        placeholder="Escolha um artigo"
        fieldClassName="flex-1"
        options={available.map((article) => ({ value: article.id, label: article.title }))}
        value={picked}
        onChange={(event) => setPicked(event.target.value)}
        disabled={disabled}
      />
      <Button
        variant="secondary"
        onClick={() => {
          const article = available.find((item) => item.id === picked);
          if (article) onAdd({ id: article.id, title: article.title, published: true });
          setPicked("");
        }}
        disabled={disabled || !picked}
      >
        <PlusIcon />
        Adicionar
      </Button>
    </div>
  );
}
