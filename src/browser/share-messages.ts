import type { ShareAndSaveMessages } from "./share.ts";

/** What 'Compartilhar' and 'Salvar' say on an article page (spec "Blog article page"). */
export const ARTICLE_MESSAGES = {
  shared: "Artigo compartilhado com sucesso!",
  copied: "Link copiado para a área de transferência!",
  shareFailed: "Erro ao compartilhar. Tente novamente.",
  saved: "Artigo salvo nos favoritos!",
  removed: "Artigo removido dos favoritos!",
} as const satisfies ShareAndSaveMessages;

/** The same on a drawing page, worded for a drawing. */
export const DRAWING_MESSAGES = {
  shared: "Desenho compartilhado com sucesso!",
  copied: "Link copiado para a área de transferência!",
  shareFailed: "Erro ao compartilhar. Tente novamente.",
  saved: "Desenho salvo nos favoritos!",
  removed: "Desenho removido dos favoritos!",
} as const satisfies ShareAndSaveMessages;
