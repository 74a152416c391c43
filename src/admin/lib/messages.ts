/** The spec's Portuguese messages (section 8), written once. */
export const LOGIN = {
  wrongCredentials: "Email ou senha incorretos",
  errorTitle: "Erro no login",
  unexpected: "Ocorreu um erro inesperado. Tente novamente.",
  successTitle: "Login realizado com sucesso",
  successDescription: "Redirecionando para a área administrativa...",
  throttled: "Muitas tentativas de login. Aguarde um pouco e tente novamente.",
} as const;

export const DRAWINGS = {
  loadError: "Erro ao carregar desenhos",
  deleted: "Desenho excluído com sucesso",
  deleteError: "Erro ao excluir desenho",
  renamedAll: "Nomes das imagens atualizados com sucesso",
  renameAllError: "Erro ao atualizar nomes das imagens",
  renameError: "Erro ao atualizar nome da imagem",
  renamed: "Nome da imagem atualizado com sucesso",
  notFound: "Desenho não encontrado",
  loadDataError: "Erro ao carregar dados",
  saveError: "Erro ao salvar desenho",
  saved: "Desenho salvo com sucesso",
  confirmDelete: (title: string) => `Tem certeza que deseja excluir o desenho "${title}"?`,
} as const;

export const CATEGORIES = {
  loadError: "Erro ao carregar categorias",
  deleted: "Categoria excluída com sucesso",
  deleteError: "Erro ao excluir categoria",
  notFound: "Categoria não encontrada",
  loadDataError: "Erro ao carregar dados da categoria",
  created: "Categoria criada com sucesso",
  updated: "Categoria atualizada com sucesso",
  saveError: "Erro ao salvar categoria",
  confirmDelete: (name: string) => `Tem certeza que deseja excluir a categoria "${name}"?`,
} as const;

export const AI = {
  reformulateError: "Falha ao reformular. Tente novamente.",
  saveError: "Erro ao salvar as alterações.",
  saved: "Dados atualizados com sucesso!",
  notConfigured: "A IA não está configurada neste servidor.",
} as const;

export const BATCH = {
  done: "Processo concluído",
} as const;

export const COMING_SOON = "Em breve";
