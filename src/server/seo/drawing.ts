import type { DrawingWithCategory } from "#src/lib/domain.ts";
import { absoluteUrl, breadcrumbJsonLd, type PageSeo } from "#src/lib/seo.ts";
import { SITE_NAME } from "#src/lib/site.ts";
import { cardUrlFor, categoryPath, drawingPathOf, HOME_PATH, ogUrlFor } from "#src/lib/urls.ts";
import { descriptionParagraphs } from "../site/loaders/drawing.ts";
import { truncate } from "../text.ts";

/** SEO of a drawing page: the drawing as an ImageObject/CreativeWork, and its breadcrumb. */
export function drawingSeo(siteUrl: string, drawing: DrawingWithCategory): PageSeo {
  const path = drawingPathOf(drawing) ?? HOME_PATH;
  const category = drawing.category;
  const summary = descriptionParagraphs(drawing.description)[0];
  const description = truncate(
    summary ?? `Desenho de ${drawing.title} para imprimir e colorir grátis${category ? `, da categoria ${category.name}` : ""}.`,
    155,
  );
  const image = drawing.imageUrl ? absoluteUrl(siteUrl, drawing.imageUrl) : undefined;
  const card = cardUrlFor(drawing.imageUrl);
  return {
    title: `${drawing.title} para colorir`,
    description,
    path,
    image: ogUrlFor(drawing.imageUrl),
    imageAlt: `Desenho para colorir: ${drawing.title}`,
    tags: drawing.tags,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": ["ImageObject", "CreativeWork"],
        name: drawing.title,
        description,
        url: absoluteUrl(siteUrl, path),
        contentUrl: image,
        thumbnailUrl: card ? absoluteUrl(siteUrl, card) : undefined,
        encodingFormat: "image/webp",
        keywords: drawing.tags.join(", "),
        genre: category?.name,
        inLanguage: "pt-BR",
        isAccessibleForFree: true,
        license: absoluteUrl(siteUrl, "/termos"),
        acquireLicensePage: absoluteUrl(siteUrl, "/termos"),
        creditText: SITE_NAME,
        creator: { "@type": "Organization", name: SITE_NAME },
        copyrightNotice: SITE_NAME,
        dateCreated: drawing.createdAt.toISOString(),
        dateModified: drawing.updatedAt.toISOString(),
        // No view/download counts here: counters change all the time and must
        // not force a page rebuild.
      },
      breadcrumbJsonLd(siteUrl, [
        { name: "Início", path: HOME_PATH },
        ...(category ? [{ name: category.name, path: categoryPath(category.slug) }] : []),
        { name: drawing.title, path },
      ]),
    ],
  };
}

export function notFoundSeo(path: string): PageSeo {
  return { title: "Desenho não encontrado", description: "O desenho que você procura não existe.", path, noindex: true };
}
