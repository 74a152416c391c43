import { AGE_BANDS } from "./age-bands.ts";
import { collectionCover } from "./collections/cover.ts";
import { audienceOf, DIFFICULTY_LABELS, type DifficultyTier } from "./colouring/difficulty.ts";
import type { CategoryWithCount, DrawingWithCategory } from "./domain.ts";
import { drawingsLabel } from "./format.ts";
import {
  type AgeBandPage,
  type ArticlePage,
  BLOG_AUTHOR,
  type CategoryPage,
  type CollectionPage,
  type CollectionsPage,
} from "./page-data.ts";
import { absoluteUrl, breadcrumbJsonLd, type PageSeo } from "./seo.ts";
import { AGE_PAGE_SIZE, DEFAULT_OG_IMAGE, SITE_NAME, SITE_TAGLINE } from "./site.ts";
import { colouringTitle, descriptionParagraphs, truncate } from "./text.ts";
import {
  AGES_PATH,
  ALL_CATEGORIES_PATH,
  agePath,
  articlePath,
  BLOG_PATH,
  COLLECTIONS_PATH,
  COLOURING_PATH,
  cardUrlFor,
  categoryPath,
  collectionLevelPath,
  collectionPath,
  drawingPath,
  drawingPathOf,
  FAVOURITES_PATH,
  HOME_PATH,
  MY_COLOURINGS_PATH,
  OFFLINE_PATH,
  ogUrlFor,
  searchPath,
} from "./urls.ts";

/**
 * What every page kind tells search engines and social networks, in one
 * place: a function per page kind, from the data its loader returned and the
 * site's address. The pages pass the result to the layout, which renders the
 * tags (src/components/SeoHead.astro). No counter appears here: counters
 * change all the time and must not force a page rebuild.
 */

export function homeSeo(): PageSeo {
  return {
    // What the site is, for the search results and the browser tab ("… | Rabisco").
    title: `${SITE_TAGLINE} para imprimir`,
    description:
      "Desenhos para colorir grátis, prontos para imprimir em A4: animais, letras, mandalas, veículos e muito mais, com dicas educativas para pais e professores.",
    path: HOME_PATH,
  };
}

/** An address with nothing at it: said plainly, and kept out of search engines. */
function notFoundSeo(title: string, description: string, path: string): PageSeo {
  return { title, description, path, noindex: true };
}

const pageNotFoundSeo = (path: string) => notFoundSeo("Página não encontrada", "A página que você procura não existe.", path);

/**
 * A hub's structured data: a CollectionPage whose parts are the pages it
 * lists (categories, age bands, collections), and its breadcrumb.
 */
function hubJsonLd(
  siteUrl: string,
  hub: { name: string; crumb: string; path: string; parts: { name: string; path: string }[] },
): Record<string, unknown>[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      name: hub.name,
      url: `${siteUrl}${hub.path}`,
      inLanguage: "pt-BR",
      hasPart: hub.parts.map((part) => ({ "@type": "CollectionPage", name: part.name, url: `${siteUrl}${part.path}` })),
    },
    breadcrumbJsonLd(siteUrl, [
      { name: "Início", path: HOME_PATH },
      { name: hub.crumb, path: hub.path },
    ]),
  ];
}

export function allCategoriesSeo(siteUrl: string, categories: readonly CategoryWithCount[]): PageSeo {
  return {
    title: "Todas as Categorias",
    description:
      "Todas as categorias de desenhos para colorir do Rabisco, em ordem alfabética, com um guia para escolher desenhos por idade.",
    path: ALL_CATEGORIES_PATH,
    jsonLd: hubJsonLd(siteUrl, {
      name: "Todas as Categorias",
      crumb: "Todas as Categorias",
      path: ALL_CATEGORIES_PATH,
      parts: categories.map((category) => ({ name: category.name, path: categoryPath(category.slug) })),
    }),
  };
}

/** A category page (either order); `path` is the address asked for when there is no such page. */
export function categorySeo(siteUrl: string, data: CategoryPage, path: string): PageSeo {
  if (!data.found) return notFoundSeo("Categoria não encontrada", "A categoria que você procura não existe.", path);
  const { category, page, order, tier, total, drawings } = data;
  const level = tier ? { ...DIFFICULTY_LABELS[tier], audience: audienceOf(tier) } : null;
  const name = `Desenhos de ${category.name} para colorir${level ? `: ${level.name} (${level.ages})` : ""}`;
  return {
    title: page > 1 ? `${name} (página ${page})` : name,
    description: level
      ? `${drawingsLabel(total)} de ${category.name} de nível ${level.name.toLowerCase()}, para ${level.audience}: imprima e pinte grátis.`
      : (category.description ?? `${drawingsLabel(total)} de ${category.name} para imprimir e colorir grátis, em folha A4.`),
    path: categoryPath(category.slug, page, order, tier),
    // The 'Mais baixados' order repeats the category's drawings: search engines get the 'Novos' pages.
    noindex: order === "downloads",
    image: ogUrlFor(category.imageUrl),
    imageAlt: `Desenhos de ${category.name}`,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name,
        description: category.description ?? undefined,
        url: `${siteUrl}${categoryPath(category.slug, page, order, tier)}`,
        inLanguage: "pt-BR",
        mainEntity: {
          "@type": "ItemList",
          numberOfItems: total,
          itemListElement: drawings.map((drawing, index) => ({
            "@type": "ListItem",
            position: (page - 1) * drawings.length + index + 1,
            url: `${siteUrl}${drawingPath(category.slug, drawing.slug)}`,
            name: drawing.title,
          })),
        },
      },
      breadcrumbJsonLd(siteUrl, [
        { name: "Início", path: HOME_PATH },
        { name: "Categorias", path: ALL_CATEGORIES_PATH },
        { name: category.name, path: categoryPath(category.slug) },
      ]),
    ],
  };
}

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
    title: colouringTitle(drawing.title),
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

/** A drawing address with no drawing. */
export function drawingNotFoundSeo(path: string): PageSeo {
  return notFoundSeo("Desenho não encontrado", "O desenho que você procura não existe.", path);
}

export function blogListSeo(siteUrl: string): PageSeo {
  return {
    title: "Blog Educativo",
    description:
      "Artigos para pais e educadores sobre desenvolvimento infantil, alfabetização, coordenação motora e atividades de colorir em casa e na escola.",
    path: BLOG_PATH,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: `Blog Educativo | ${SITE_NAME}`,
        url: absoluteUrl(siteUrl, BLOG_PATH),
        inLanguage: "pt-BR",
        publisher: { "@type": "Organization", name: SITE_NAME, url: absoluteUrl(siteUrl, HOME_PATH) },
      },
      breadcrumbJsonLd(siteUrl, [
        { name: "Início", path: HOME_PATH },
        { name: "Blog Educativo", path: BLOG_PATH },
      ]),
    ],
  };
}

/**
 * SEO of an article: Open Graph "article" tags and a BlogPosting. No view
 * count: it changes all the time and must not force a rebuild.
 */
export function articleSeo(siteUrl: string, page: Extract<ArticlePage, { found: true }>): PageSeo {
  const { article, wordCount } = page;
  const path = articlePath(article.slug);
  const url = absoluteUrl(siteUrl, path);
  const description = truncate(article.metaDescription?.trim() || article.excerpt.trim() || article.title, 160);
  const organization = { "@type": "Organization", name: SITE_NAME, url: absoluteUrl(siteUrl, HOME_PATH) };
  const image = absoluteUrl(siteUrl, article.featuredImageUrl ?? DEFAULT_OG_IMAGE);
  return {
    title: article.metaTitle?.trim() || article.title,
    description,
    path,
    image: article.featuredImageUrl,
    imageAlt: article.title,
    type: "article",
    publishedTime: article.publishedAt,
    modifiedTime: article.updatedAt,
    tags: article.tags,
    author: BLOG_AUTHOR,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: truncate(article.title, 110),
        description,
        image: [image],
        datePublished: (article.publishedAt ?? article.createdAt).toISOString(),
        dateModified: article.updatedAt.toISOString(),
        author: organization,
        publisher: { ...organization, logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, "/apple-touch-icon.png") } },
        inLanguage: "pt-BR",
        keywords: article.tags.join(", "),
        wordCount,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        url,
      },
      breadcrumbJsonLd(siteUrl, [
        { name: "Início", path: HOME_PATH },
        { name: "Blog Educativo", path: BLOG_PATH },
        { name: article.title, path },
      ]),
    ],
  };
}

export function articleNotFoundSeo(path: string): PageSeo {
  return {
    title: "Artigo não encontrado",
    description: "O artigo que você está procurando não foi encontrado ou não está mais disponível.",
    path,
    noindex: true,
  };
}

export function favouritesSeo(): PageSeo {
  return {
    title: "Meus favoritos",
    description: "Os desenhos para colorir e os artigos que você salvou neste navegador.",
    path: FAVOURITES_PATH,
    noindex: true,
  };
}

/** The page shown for an address not kept for offline use (issue 47). */
export function offlineSeo(): PageSeo {
  return {
    title: "Sem conexão com a internet",
    description: "Sem internet, o Rabisco abre os desenhos e páginas que você já visitou ou salvou neste aparelho.",
    path: OFFLINE_PATH,
    noindex: true,
  };
}

export function myColouringsSeo(): PageSeo {
  return {
    title: "Minhas pinturas",
    description: "As pinturas que você começou em 'Pintar online', salvas neste navegador.",
    path: MY_COLOURINGS_PATH,
    noindex: true,
  };
}

export function colouringSeo(): PageSeo {
  return {
    title: "Pintar online",
    description: "Pinte desenhos online, no celular, tablet ou computador: toque para colorir, desfaça, imprima.",
    path: COLOURING_PATH,
    noindex: true,
  };
}

/** /idade: the age bands, each a CollectionPage of its own. */
export function agesSeo(siteUrl: string): PageSeo {
  return {
    title: "Desenhos para colorir por idade",
    description:
      "Escolha desenhos para colorir pela idade da criança: de 2 a 5 anos, de 6 a 8, de 9 a 11 e a partir de 12 anos, prontos para imprimir grátis.",
    path: AGES_PATH,
    jsonLd: hubJsonLd(siteUrl, {
      name: "Desenhos para colorir por idade",
      crumb: "Por idade",
      path: AGES_PATH,
      parts: AGE_BANDS.map((band) => ({ name: band.heading, path: agePath(band.slug) })),
    }),
  };
}

/** A page of an age band; `path` is the address asked for when there is no such page. */
export function ageBandSeo(siteUrl: string, data: AgeBandPage, path: string): PageSeo {
  if (!data.found) return pageNotFoundSeo(path);
  const { band, page, drawings, total } = data;
  const canonical = agePath(band.slug, page);
  const description = truncate(
    `${drawingsLabel(total)} para colorir de ${band.ages}, de nível ${band.level.toLowerCase()}: ${band.intro}`,
    160,
  );
  return {
    title: page > 1 ? `${band.heading} (página ${page})` : band.heading,
    description,
    path: canonical,
    image: ogUrlFor(drawings[0]?.imageUrl ?? null),
    imageAlt: band.heading,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: band.heading,
        description,
        url: `${siteUrl}${canonical}`,
        inLanguage: "pt-BR",
        audience: {
          "@type": "PeopleAudience",
          suggestedMinAge: band.from,
          ...(band.to === null ? {} : { suggestedMaxAge: band.to }),
        },
        mainEntity: {
          "@type": "ItemList",
          numberOfItems: total,
          itemListElement: drawings.flatMap((drawing, index) => {
            const href = drawingPathOf(drawing);
            return href
              ? [
                  {
                    "@type": "ListItem",
                    position: (page - 1) * AGE_PAGE_SIZE + index + 1,
                    url: `${siteUrl}${href}`,
                    name: drawing.title,
                  },
                ]
              : [];
          }),
        },
      },
      breadcrumbJsonLd(siteUrl, [
        { name: "Início", path: HOME_PATH },
        { name: "Por idade", path: AGES_PATH },
        { name: band.ages, path: agePath(band.slug) },
      ]),
    ],
  };
}

/** A static page (about, terms...), or the address asked for when there is no such page. */
export function staticPageSeo(page: { id: string; title: string; description: string } | null, path: string): PageSeo {
  return page ? { title: page.title, description: page.description, path: `/${page.id}` } : pageNotFoundSeo(path);
}

/** The search page: never indexed (its results are the index's, not a page of their own). */
export function searchSeo(query: string, tier: DifficultyTier | null = null): PageSeo {
  const level = tier ? DIFFICULTY_LABELS[tier] : null;
  if (query === "" && tier && level) {
    return {
      title: `Desenhos de nível ${level.name} (${level.ages})`,
      description: `Desenhos para colorir de nível ${level.name.toLowerCase()}, para ${audienceOf(tier)}.`,
      path: searchPath("", tier),
      noindex: true,
    };
  }
  const blank = query === "";
  return {
    title: blank ? "Buscar desenhos" : `Resultados para: ${query}${level ? ` (${level.name})` : ""}`,
    description: blank ? "Busque desenhos para colorir grátis." : `Desenhos para colorir encontrados para "${query}".`,
    path: searchPath(query),
    noindex: true,
  };
}

/** /colecoes: every collection, as a CollectionPage of CollectionPages. */
export function collectionsSeo(siteUrl: string, data: CollectionsPage): PageSeo {
  return {
    title: "Coleções e datas comemorativas",
    description:
      "Coleções de desenhos para colorir para as datas do calendário escolar (Páscoa, Dia das Mães, Festa Junina, Folclore, Dia das Crianças, Natal) e temas favoritos, prontas para imprimir em caderno.",
    path: COLLECTIONS_PATH,
    jsonLd: hubJsonLd(siteUrl, {
      name: "Coleções",
      crumb: "Coleções",
      path: COLLECTIONS_PATH,
      parts: data.cards.map(({ collection }) => ({ name: collection.name, path: collectionPath(collection.slug) })),
    }),
  };
}

/** A collection's page; `path` is the address asked for when there is no such collection. */
export function collectionSeo(siteUrl: string, data: CollectionPage, path: string): PageSeo {
  if (!data.found) return notFoundSeo("Coleção não encontrada", "A coleção que você procura não existe.", path);
  const { collection, drawings, tier } = data;
  const level = tier ? DIFFICULTY_LABELS[tier] : null;
  const name = `${collection.name}: desenhos para colorir${level ? ` de ${level.ages}` : ""}`;
  const description = truncate(
    level
      ? `${drawingsLabel(drawings.length)} de ${collection.name} de nível ${level.name.toLowerCase()}, para ${audienceOf(tier as DifficultyTier)}: imprima e pinte grátis.`
      : collection.description.trim() ||
          `${drawingsLabel(drawings.length)} de ${collection.name} para imprimir e colorir grátis.`,
    160,
  );
  const canonical = tier ? collectionLevelPath(collection.slug, tier) : collectionPath(collection.slug);
  return {
    title: name,
    description,
    path: canonical,
    image: ogUrlFor(collectionCover(collection, drawings)),
    imageAlt: `Desenhos de ${collection.name}`,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name,
        description,
        url: `${siteUrl}${canonical}`,
        inLanguage: "pt-BR",
        dateModified: collection.updatedAt.toISOString(),
        mainEntity: {
          "@type": "ItemList",
          numberOfItems: drawings.length + data.articles.length,
          itemListElement: [
            ...drawings.flatMap((drawing) => {
              const href = drawingPathOf(drawing);
              return href ? [{ name: drawing.title, url: `${siteUrl}${href}` }] : [];
            }),
            ...data.articles.map((article) => ({ name: article.title, url: `${siteUrl}${articlePath(article.slug)}` })),
          ].map((item, index) => ({ "@type": "ListItem", position: index + 1, ...item })),
        },
      },
      breadcrumbJsonLd(siteUrl, [
        { name: "Início", path: HOME_PATH },
        { name: "Coleções", path: COLLECTIONS_PATH },
        { name: collection.name, path: collectionPath(collection.slug) },
      ]),
    ],
  };
}
