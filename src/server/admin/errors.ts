/**
 * An answer the admin API gives on purpose: status and the Portuguese message
 * the administrator reads (plus, for 422, which fields were wrong).
 */
export type Issue = { path: string; message: string };

export class HttpError extends Error {
  override name = "HttpError";
  readonly status: number;
  readonly issues: Issue[] | undefined;

  constructor(status: number, message: string, issues?: Issue[]) {
    super(message);
    this.status = status;
    this.issues = issues;
  }
}

export const MESSAGES = {
  unauthenticated: "Não autenticado.",
  forbiddenOrigin: "Origem da requisição não permitida.",
  badBody: "Corpo da requisição inválido. Envie os dados como multipart/form-data.",
  internal: "Erro interno do servidor. Tente novamente.",
  categoryNotFound: "Categoria não encontrada",
  categoryWithoutImage: "Categoria não possui imagem",
  drawingNotFound: "Desenho não encontrado",
  drawingWithoutImage: "Desenho não possui imagem",
  invalidImagePath: "Caminho da imagem inválido",
  imageFileMissing: "Arquivo da imagem não encontrado no armazenamento",
  selectCategory: "Selecione uma categoria",
} as const;

export const notFound = (message: string) => new HttpError(404, message);
export const unprocessable = (message: string, issues?: Issue[]) => new HttpError(422, message, issues);
