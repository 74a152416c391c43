import { formatPromptCost, formatUsd } from "../format.ts";
import {
  CONTENT_MAX,
  DESCRIPTION_MAX,
  EXCERPT_MAX,
  LIST_LIMIT_MAX,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  NAME_MAX,
  SEARCH_MAX,
  TAG_MAX,
  TAGS_MAX,
  TITLE_MAX,
} from "./limits.ts";

/**
 * Every message of the admin area, in the spec's Portuguese (sections 5 and
 * 8), written once: what the server answers, the field rules the server and
 * the forms share, and the screens' toasts. The wording is part of the spec:
 * change it here or nowhere.
 */

export const LOGIN = {
  emailRequired: "O e-mail é obrigatório",
  emailInvalid: "Informe um e-mail válido",
  passwordRequired: "A senha é obrigatória",
  wrongCredentials: "Email ou senha incorretos",
  errorTitle: "Erro no login",
  unexpected: "Ocorreu um erro inesperado. Tente novamente.",
  successTitle: "Login realizado com sucesso",
  successDescription: "Redirecionando para a área administrativa...",
  throttled: "Muitas tentativas de login. Aguarde um pouco e tente novamente.",
} as const;

/** The admin API's answers that are about the request as a whole, not one field. */
export const API = {
  unauthenticated: "Não autenticado.",
  forbiddenOrigin: "Origem da requisição não permitida.",
  badBody: "Corpo da requisição inválido. Envie os dados como multipart/form-data.",
  badJsonBody: "Corpo da requisição inválido. Envie os dados como JSON.",
  /** A 422 whose issues carry no message of their own. */
  invalidData: "Dados inválidos",
  internal: "Erro interno do servidor. Tente novamente.",
  invalidImagePath: "Caminho da imagem inválido",
  imageFileMissing: "Arquivo da imagem não encontrado no armazenamento",
  /** In the browser: the request never got an answer. */
  network: "Não foi possível conectar ao servidor.",
} as const;

/** The fields of the drawing, category and article requests and forms. */
export const FIELDS = {
  nameRequired: "O nome é obrigatório",
  nameTooLong: `O nome deve ter no máximo ${NAME_MAX} caracteres`,
  titleRequired: "O título é obrigatório",
  titleTooLong: `O título deve ter no máximo ${TITLE_MAX} caracteres`,
  descriptionInvalid: "Descrição inválida",
  descriptionTooLong: `A descrição deve ter no máximo ${DESCRIPTION_MAX} caracteres`,
  selectCategory: "Selecione uma categoria",
  tagsInvalid: "Tags inválidas: envie uma lista JSON de textos",
  tagTooLong: `Cada tag deve ter no máximo ${TAG_MAX} caracteres`,
  tooManyTags: `Envie no máximo ${TAGS_MAX} tags`,
  tagDuplicate: "Esta tag já foi adicionada.",
  flagInvalid: (field: string) => `Valor inválido para ${field}: envie true ou false`,
  difficultyInvalid: "Nível de dificuldade inválido: escolha Automático, Fácil, Médio, Difícil ou Desafio",
  imageNotFile: "Envie a imagem como arquivo",
  imageFileRequired: "Selecione um arquivo de imagem",
  imageKindInvalid: "Tipo de imagem inválido: use drawing, category ou article",
  excerptRequired: "O resumo é obrigatório",
  excerptTooLong: `O resumo deve ter no máximo ${EXCERPT_MAX} caracteres`,
  contentInvalid: "Conteúdo inválido",
  publishModeInvalid: "Modo de publicação inválido: envie review ou live",
  contentTooLong: `O conteúdo deve ter no máximo ${CONTENT_MAX} caracteres`,
  metaTitleInvalid: "Meta título inválido",
  metaTitleTooLong: `O meta título deve ter no máximo ${META_TITLE_MAX} caracteres`,
  metaDescriptionInvalid: "Meta descrição inválida",
  metaDescriptionTooLong: `A meta descrição deve ter no máximo ${META_DESCRIPTION_MAX} caracteres`,
} as const;

/** The drawings and articles lists' query strings. */
export const LIST_QUERY = {
  searchTooLong: `A busca deve ter no máximo ${SEARCH_MAX} caracteres`,
  categoryInvalid: "Categoria inválida",
  statusInvalid: "Status inválido: use all, active ou inactive",
  levelInvalid: "Nível inválido: use all, facil, medio, dificil, desafio ou none",
  sortInvalid: "Ordenação inválida: use created_at, title, slug, category, level, active, views ou downloads",
  orderInvalid: "Direção inválida: use asc ou desc",
  articleStatusInvalid: "Status inválido: use all, draft, published ou archived",
  pageInvalid: "Página inválida",
  limitInvalid: "Limite inválido",
  limitOutOfRange: `O limite deve estar entre 1 e ${LIST_LIMIT_MAX}`,
} as const;

/** Image uploads: the server's refusals and the image field's own lines. */
export const UPLOAD_MESSAGES = {
  tooLarge: "O arquivo é muito grande. O tamanho máximo é 5MB.",
  unsupported: "Tipo de arquivo não suportado. Por favor, envie PNG, JPEG ou SVG.",
  unsupportedArticle: "Tipo de arquivo não suportado. Por favor, envie PNG, JPEG ou WEBP.",
  tooManyPixels: "Imagem grande demais para processar.",
  extremeAspectRatio: "A imagem é estreita demais: um lado pode ter no máximo 20 vezes o tamanho do outro.",
  unreadable: "Não foi possível ler a imagem. O arquivo está corrompido ou não é uma imagem válida.",
  unsafeSvg: "O SVG contém scripts, eventos ou referências externas e não pode ser usado.",
  timedOut: "Não foi possível processar a imagem a tempo. Tente um arquivo menor ou mais simples.",
  /** When the check fails for another reason than the file itself: the server still takes the image. */
  conversionFailed: "Falha na conversão, mas a imagem ainda pode ser usada.",
  /** Under the drawing and category image fields. */
  hint: "PNG, JPEG ou SVG, até 5MB.",
  /** A form named a file sent straight to storage that is not there (expired, or already used). */
  directUploadMissing: "A imagem enviada não foi encontrada. Envie o arquivo de novo.",
  /** The browser could not put the file into storage. */
  directUploadFailed: "Não foi possível enviar a imagem. Verifique a conexão e tente de novo.",
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
  withoutImage: "Desenho não possui imagem",
  loadDataError: "Erro ao carregar dados",
  saveError: "Erro ao salvar desenho",
  saved: "Desenho salvo com sucesso",
  confirmDelete: (title: string) => `Tem certeza que deseja excluir o desenho "${title}"?`,
} as const;

/** A drawing's reference painting (issue 48): the colours of its 'Pinte por número' sheets. */
export const REFERENCE_PAINTING = {
  title: "Pintura de referência",
  none: "Sem pintura de referência: o 'Pinte por número' escolhe cores que não se repetem entre áreas vizinhas.",
  painted: (areas: number, date: string) => `Pintada em ${date}: ${areas} ${areas === 1 ? "área" : "áreas"} com cor.`,
  paint: "Pintar referência",
  repaint: "Pintar de novo",
  remove: "Remover pintura de referência",
  removed: "Pintura de referência removida",
  removeError: "Erro ao remover a pintura de referência",
  loadError: "Erro ao carregar a pintura de referência",
  saveButton: "Salvar como referência",
  saved: (areas: number) => `Pintura de referência salva: ${areas} ${areas === 1 ? "área" : "áreas"}.`,
  saveError: "Não foi possível salvar a pintura de referência. Tente de novo.",
  needsSignIn: "Entre no painel de administração para salvar a pintura de referência.",
  empty: "Pinte pelo menos uma área com o balde de tinta antes de salvar.",
} as const;

export const CATEGORIES = {
  loadError: "Erro ao carregar categorias",
  deleted: "Categoria excluída com sucesso",
  deleteError: "Erro ao excluir categoria",
  notFound: "Categoria não encontrada",
  withoutImage: "Categoria não possui imagem",
  loadDataError: "Erro ao carregar dados da categoria",
  created: "Categoria criada com sucesso",
  updated: "Categoria atualizada com sucesso",
  saveError: "Erro ao salvar categoria",
  confirmDelete: (name: string) => `Tem certeza que deseja excluir a categoria "${name}"?`,
  /** The category still has drawings: the deletion waits until they are moved (409). */
  hasDrawings: (count: number) =>
    `A categoria tem ${count === 1 ? "1 desenho" : `${count} desenhos`}. Mova-os para outra categoria antes de excluí-la.`,
  moveTargetInvalid: "Escolha outra categoria, existente, para receber os desenhos.",
} as const;

/** Collections ('Coleções', issue 36): the list, the form and the API's refusals. */
export const COLLECTIONS = {
  title: "Coleções",
  loadError: "Erro ao carregar coleções",
  loadDataError: "Erro ao carregar dados da coleção",
  notFound: "Coleção não encontrada",
  created: "Coleção criada com sucesso",
  updated: "Coleção atualizada com sucesso",
  deleted: "Coleção excluída com sucesso",
  deleteError: "Erro ao excluir coleção",
  saveError: "Erro ao salvar coleção",
  confirmDelete: (name: string) => `Tem certeza que deseja excluir a coleção "${name}"?`,
  itemInvalid: "Identificador de desenho ou artigo inválido",
  tooManyDrawings: "Uma coleção tem no máximo 200 desenhos",
  tooManyArticles: "Uma coleção tem no máximo 50 artigos",
  daysBeforeInvalid: "Informe de 0 a 120 dias",
  coverInvalid: "A capa deve ser a imagem de um dos desenhos da coleção",
  drawingCollectionsSaved: "Coleções do desenho atualizadas",
  drawingCollectionsError: "Erro ao salvar as coleções do desenho",
} as const;

/** Bulk actions on the drawings list. */
export const BULK = {
  actionInvalid: "Ação inválida: use activate, deactivate, move ou delete",
  idsInvalid: "Identificador de desenho inválido",
  nothingChosen: "Nenhum desenho selecionado",
  tooMany: "Selecione no máximo 1000 desenhos por vez, ou use 'todos os que correspondem ao filtro'",
  idsOrFilter: "Envie os desenhos escolhidos (ids) ou o filtro, um dos dois",
  categoryRequired: "Escolha a categoria para onde os desenhos vão",
  categoryNotFound: "Categoria não encontrada",
  error: "Erro ao aplicar a ação aos desenhos",
  done: (action: "activate" | "deactivate" | "move" | "delete", count: number) => {
    const one = count === 1;
    const drawings = one ? "1 desenho" : `${count} desenhos`;
    const done = one ? "" : "s";
    return {
      activate: `${drawings} ativado${done}`,
      deactivate: `${drawings} desativado${done}`,
      move: `${drawings} movido${done}`,
      delete: `${drawings} enviado${done} para a Lixeira`,
    }[action];
  },
  /** Drawings without a category stay inactive: an active drawing needs a page. */
  skippedWithoutCategory: (count: number) =>
    count === 1 ? "1 desenho sem categoria continuou inativo." : `${count} desenhos sem categoria continuaram inativos.`,
  confirmDelete: (count: number) =>
    `Enviar ${count === 1 ? "1 desenho" : `${count} desenhos`} para a Lixeira? Eles podem ser restaurados por 30 dias.`,
} as const;

/** The 'Lixeira': deleted items kept for 30 days. */
export const TRASH = {
  title: "Lixeira",
  notFound: "Item não encontrado na lixeira",
  loadError: "Erro ao carregar a lixeira",
  restored: (title: string) => `"${title}" restaurado com sucesso`,
  restoreError: "Erro ao restaurar",
  purged: (title: string) => `"${title}" excluído definitivamente`,
  purgeError: "Erro ao excluir definitivamente",
  confirmPurge: (title: string) =>
    `Excluir "${title}" definitivamente? Os arquivos de imagem também serão apagados. Isso não pode ser desfeito.`,
  /** Said by every delete confirmation. */
  keptFor: "O item vai para a Lixeira e pode ser restaurado por 30 dias.",
  empty: "A lixeira está vazia.",
} as const;

/** The article list and the article editor (spec section 8), and the article API's own refusals. */
export const ARTICLES = {
  // The list
  loadError: "Erro ao carregar artigos",
  deleted: "Artigo excluído com sucesso",
  deleteError: "Erro ao excluir artigo",
  published: (title: string) => `Artigo "${title}" publicado com sucesso`,
  publishError: "Erro ao publicar artigo",
  unpublished: (title: string) => `Artigo "${title}" despublicado com sucesso`,
  unpublishError: "Erro ao despublicar artigo",
  confirmDelete: (title: string) => `Tem certeza que deseja excluir o artigo "${title}"?`,
  // The editor
  notFound: "Artigo não encontrado",
  loadDataError: "Erro ao carregar dados",
  saveError: "Erro ao salvar artigo",
  updated: "Artigo atualizado com sucesso",
  created: "Artigo criado com sucesso",
  confirmDeleteInEditor: "Tem certeza que deseja excluir este artigo?",
  // The API (409): publish is offered only on drafts and unpublish only on published articles (spec section 4).
  publishNotDraft: "Apenas rascunhos podem ser publicados.",
  unpublishNotPublished: "Apenas artigos publicados podem ser despublicados.",
} as const;

/** AI work run in the background and polled (src/server/ai-jobs/jobs.ts). */
export const AI_JOBS = {
  /** 502: the job was stored but nobody could be asked to run it. */
  notStarted: "Não foi possível iniciar a tarefa da IA. Tente novamente.",
  /** 504: the job passed the longest time it may run. */
  timedOut: "A IA demorou demais e a tarefa foi interrompida. Tente novamente.",
  notFound: "Tarefa da IA não encontrada.",
  /** Under the button while an article is being written. */
  generatingArticle: "A IA está escrevendo o artigo. Isso pode levar alguns minutos; mantenha esta tela aberta.",
} as const;

export const AI = {
  reformulateError: "Falha ao reformular. Tente novamente.",
  saveError: "Erro ao salvar as alterações.",
  saved: "Dados atualizados com sucesso!",
  /** 503 of the AI endpoints when AI_BASE_URL and AI_MODEL are unset; the dialog shows it too. */
  notConfigured: "A IA não está configurada",
  /** Beside notConfigured, where the buttons that need AI are disabled: what the site's operator sets. */
  notConfiguredHint: "Para usar a IA, defina AI_BASE_URL, AI_API_KEY e AI_MODEL no servidor (veja docs/ai.md).",
  /** 422: the request's image is not the stored image of that drawing or category. */
  imageMismatch: "A imagem informada não é a imagem atual deste item",
  imageRequired: "Informe a imagem do item",
  itemInvalid: "Item inválido",
  /** 502: the reply held a character the database cannot store (a NUL); nothing was saved. */
  unstorableReply: "A resposta da IA continha caracteres inválidos e foi descartada. Tente novamente.",
} as const;

/** The AI article generator (spec sections 2, 5 and 8). */
export const GENERATOR = {
  heading: "Gerador de Artigos",
  topicLabel: "Tópico do Artigo",
  generate: "Gerar Artigo com IA",
  generating: "Gerando artigo...",
  topicRequired: "Por favor, informe um tópico para o artigo",
  /** 422 of POST /api/admin/generate-article for a topic over TOPIC_MAX characters. */
  topicTooLong: "O tópico deve ter no máximo 200 caracteres",
  /** The month's AI spending: money, with two decimals. */
  monthTotal: (cost: number) => `Gasto com IA neste mês: ${formatUsd(cost)}`,
  filePath: "Arquivo salvo",
  /** Where the server's disk cannot be written (Netlify): the text is below and kept in the database. */
  fileNotSaved: "Não foi possível salvar o arquivo neste servidor; o texto está abaixo e foi guardado no banco de dados.",
  wordCount: "Palavras",
  rawText: "Texto gerado",
  /** One call's cost, with the spec's 3 decimals (a call costs fractions of a cent). */
  cost: (cost: number) => `Custo desta geração: ${formatPromptCost(cost)}`,
  generateError: "Falha ao gerar o artigo. Tente novamente mais tarde.",
  saveError: "Falha ao salvar o artigo gerado.",
  saved: "Artigo gerado e salvo com sucesso!",
  /** Saving a generated article whose text has no INSERT INTO blog_articles ... VALUES (...) statement (src/lib/generated-article.ts). */
  invalidFormat: "Formato de artigo inválido. Não foi possível extrair os dados SQL.",
  back: "Voltar",
  saveDraft: "Salvar como Rascunho",
} as const;

/** The 'Publicação Automática' screen and its endpoints (spec sections 2, 4 and 8; issue 13). */
export const PUBLISHING = {
  heading: "Publicação Automática",
  /** The heading's pending count. */
  pendingCount: (count: number) => (count === 1 ? "1 desenho pendente" : `${count.toLocaleString("pt-BR")} desenhos pendentes`),
  refresh: "Atualizar",
  refreshing: "Atualizando...",
  uploadLabel: "Enviar imagens",
  chooseFiles: "Escolher imagens",
  orDrag: "ou arraste as imagens para cá",
  dropHere: "Solte as imagens aqui",
  uploading: "Enviando...",
  /** The spec's own words, "(s)" included (admin-area.md, messages). */
  uploaded: (count: number) => `${count} arquivo(s) enviado(s) com sucesso!`,
  uploadError: "Erro ao fazer upload de arquivos",
  /** 422 of an upload whose image is the same as a drawing's or a pending file's (perceptual hash). */
  duplicate: (name: string) => `Imagem repetida: igual a "${name}"`,
  /** 422: an upload without any file. */
  noFiles: "Selecione ao menos uma imagem",
  tooManyFiles: "Envie no máximo 20 imagens por vez",
  pendingHeading: "Desenhos Pendentes",
  empty: "Nenhum desenho pendente para publicação.",
  publish: "Publicar Agora",
  publishing: "Publicando...",
  nothingToPublish: "Nenhum desenho para publicar",
  published: "Desenho publicado com sucesso!",
  publishError: (reason?: string | null) => `Erro ao publicar desenho: ${reason?.trim() || "Erro desconhecido"}`,
  loadError: "Erro ao carregar arquivos pendentes",
  resultHeading: "Desenho Publicado",
  noCategory: "Não especificada",
  /** Reasons the server gives in `error` (the file stays pending unless said otherwise). */
  aiFailed: "a IA não respondeu como esperado. O arquivo continua pendente.",
  aiUnstorable: "a resposta da IA continha caracteres inválidos e foi descartada. O arquivo continua pendente.",
  fileMissing: "o arquivo pendente não foi encontrado.",
  imageFailed: "a imagem não pôde ser processada. O arquivo continua pendente.",
  /** 404 of DELETE /api/admin/pending-drawings/{id}. */
  notFound: "Arquivo pendente não encontrado",
  removed: "Arquivo pendente removido",
  removeError: "Erro ao remover arquivo pendente",
  scheduleOff: "Publicação agendada desligada.",
  scheduleLabel: "Publicar automaticamente",
  scheduleServerDefault: (every: string | null) =>
    every ? `Padrão do servidor (a cada ${every})` : "Padrão do servidor (desligada)",
  scheduleOffChoice: "Desligada",
  scheduleEvery: (every: string) => `A cada ${every}`,
  scheduleSaved: "Agendamento salvo",
  scheduleSaveError: "Erro ao salvar o agendamento",
  scheduleInvalid: "Intervalo inválido: use, por exemplo, 6h, 1d ou off",
  scheduleNeedsAi: "O agendamento precisa da IA configurada no servidor.",
  nextRun: (when: string) => `Próxima publicação agendada: ${when}`,
  /** 401 of GET /api/publish-drawing without the right bearer secret. */
  unauthorized: "Não autorizado",
  // The screen's own labels (issue 13, client side).
  uploadHeading: "Adicionar desenhos",
  publishHeading: "Agendamento e publicação",
  /** Each selected file's state in the upload list, before its answer. */
  fileWaiting: "Aguardando",
  fileUploaded: "Enviado",
  /** A file whose request failed for another reason than the file itself (network, 5xx). */
  fileFailed: "Falha no envio",
  uploadsLabel: "Arquivos selecionados",
  uploadProgress: (done: number, total: number) =>
    total === 1 ? `${done} de 1 arquivo processado` : `${done} de ${total} arquivos processados`,
  /** Under the pending list's thumbnail when a publication of it failed. */
  failedAttempts: (attempts: number, reason: string | null) =>
    `${attempts === 1 ? "1 tentativa" : `${attempts} tentativas`} com falha${reason?.trim() ? `: ${reason.trim()}` : ""}`,
  remove: (fileName: string) => `Remover "${fileName}"`,
  /** Publishes this pending file now, ahead of the older ones. */
  publishThis: (fileName: string) => `Publicar "${fileName}" agora`,
  publishAll: "Publicar todos",
  /** Without AI on the server: what happens to the images sent meanwhile. */
  uploadsWaitForAi:
    "Você pode enviar imagens mesmo assim: elas ficam guardadas na fila e poderão ser publicadas assim que a IA for configurada.",
  /** Why a publishing control is disabled, read beside it (and by screen readers, through aria-describedby). */
  disabledNeedsAi: "Publicar precisa da IA, que não está configurada no servidor.",
  disabledEmptyQueue: "Não há imagens na fila para publicar. Envie imagens acima.",
  disabledNeedsTwo: "'Publicar todos' precisa de 2 ou mais imagens na fila.",
  disabledBusy: "Aguarde a publicação em andamento terminar.",
  /** 'Publicar todos' runs one file at a time. */
  publishingAll: (done: number, total: number) => `Publicando ${done + 1} de ${total}...`,
  publishedAll: (count: number) => (count === 1 ? "1 desenho publicado" : `${count} desenhos publicados`),
  stopPublishing: "Parar",
  /** On the 'Desenho Publicado' panel: its form. */
  editDrawing: "Editar",
  /** The alt of a pending file's thumbnail (its name is the caption under it). */
  thumbnail: (fileName: string) => `Miniatura de ${fileName}`,
  confirmRemoveTitle: "Remover arquivo pendente",
  confirmRemove: (fileName: string) => `Tem certeza que deseja remover o arquivo "${fileName}"?`,
  removeConfirm: "Remover",
  removing: "Removendo...",
  instructionsHeading: "Como funciona",
  instructions: [
    "Envie as imagens dos desenhos para colorir (PNG, JPEG ou SVG, até 5MB cada). Elas ficam na lista de pendentes, na ordem em que chegaram.",
    "Cada publicação usa o desenho pendente mais antigo: a IA analisa a imagem e cria o título, a descrição, as tags e escolhe a categoria.",
    "A IA reconhece personagens populares, paródias de obras de arte famosas e referências culturais.",
    "'Publicar Agora' publica o próximo desenho na hora, sem esperar o agendamento.",
  ],
  seoHeading: "Dicas de SEO",
  seoIntro: "As descrições geradas pela IA:",
  seoTips: [
    "têm de 150 a 300 palavras, em 3 ou 4 parágrafos;",
    "são específicas de cada desenho, nunca genéricas;",
    "são otimizadas com as palavras-chave que as pessoas buscam;",
    "destacam os elementos visuais do desenho e os benefícios educativos de colorir.",
  ],
  resultTitle: "Título",
  resultSlug: "Slug",
  resultCategory: "Categoria",
  resultTags: "Tags",
  resultDescription: "Descrição",
  descriptionStats: (characters: number, words: number) =>
    `${characters.toLocaleString("pt-BR")} caracteres · aproximadamente ${words.toLocaleString("pt-BR")} palavras`,
  resultCost: "Custo do prompt",
  resultImage: "Imagem",
  noTags: "Nenhuma",
  viewOnSite: "Ver no site",
  /** The publishing mode, on the screen (auto_publish_settings). */
  modeHeading: "Ao publicar",
  modeReview: "Salvar inativo para revisão",
  modeReviewHint: "Recomendado: você lê o texto da IA e ativa o desenho na lista de desenhos.",
  modeLive: "Publicar direto no site",
  modeLiveHint: "O desenho fica visível assim que a IA termina, quando a categoria corresponde.",
  modeSaved: "Modo de publicação salvo",
  modeSaveError: "Não foi possível salvar o modo de publicação.",
  /** A published drawing saved inactive because the mode is 'review'. */
  savedForReview: "O desenho foi salvo como inativo para revisão. Confira o texto e ative-o na edição do desenho.",
  reviewDrawing: "Revisar desenho",
  /** A published drawing whose image matched no category: saved with active false. */
  savedInactive:
    "O desenho foi salvo como inativo porque nenhuma categoria correspondeu à imagem. Escolha uma categoria e ative-o na lista de desenhos.",
} as const;

export const BATCH = {
  done: "Processo concluído",
} as const;

export const COMING_SOON = "Em breve";
