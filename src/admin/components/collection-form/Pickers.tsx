import { useEffect, useState } from "react";
import { useAdminData } from "#src/admin/hooks/useAdminData.ts";
import { useDebouncedValue } from "#src/admin/hooks/useDebouncedValue.ts";
import * as adminApi from "#src/admin/lib/admin-api.ts";
import { ARTICLE_LIST_ADDRESS } from "#src/admin/lib/article-query.ts";
import { DRAWING_LIST_ADDRESS } from "#src/admin/lib/drawing-query.ts";
import { Button } from "#src/admin/ui/Button.tsx";
import { Input } from "#src/admin/ui/Input.tsx";
import { PlusIcon } from "#src/admin/ui/icons.tsx";
import { Select } from "#src/admin/ui/Select.tsx";
import { COLLECTIONS } from "#src/lib/admin-contracts/messages.ts";
import type { CollectionArticleItem, CollectionDrawingItem } from "#src/lib/admin-contracts/responses.ts";
import { cardUrlFor } from "#src/lib/urls.ts";
import { Thumbnail } from "../Thumbnail.tsx";

/**
 * What a collection's form adds to its lists (src/admin/screens/CollectionForm.tsx):
 * drawings found with the drawings list's own search and category filter,
 * and published articles picked by title.
 */

/** A drawing as the form's lists show it: its picture, title and category, and whether visitors see it. */
export function DrawingLine({ drawing }: { drawing: CollectionDrawingItem }) {
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

/** Finds drawings with the drawings list's search and category filter, and adds them at the end. */
export function DrawingPicker({
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
export function ArticlePicker({
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
