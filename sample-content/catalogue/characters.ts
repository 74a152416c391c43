import { defineCategory } from "./define.ts";

/**
 * The character categories of the menu. Every picture is an original
 * creation in the spirit of the theme; no licensed character is drawn.
 */

export const pocketCreatures = defineCategory({
  slug: "pokemons",
  name: "Pokémons",
  description:
    "Monstrinhos de bolso fofos e originais, cada um ligado a um elemento: folha, água, fogo, pedra, nuvem, estrela e inseto. Desenhos criados aqui no site, inspirados no universo das criaturas de bolso.",
  tips: [
    "Dica para colorir: escolha uma cor principal que combine com o elemento do monstrinho, como verde para a folha ou azul para a água, e use tons mais claros na barriga.",
    "Dica para colorir: deixe um pontinho branco nos olhos sem pintar; esse brilho deixa a criatura ainda mais viva e simpática.",
    "Dica para colorir: invente um nome e um poder para o monstrinho antes de começar. As cores podem contar essa história!",
  ],
  skills: [
    "O que desenvolve: imaginação e criação de histórias, além da coordenação motora fina nas áreas arredondadas.",
    "O que desenvolve: classificação por características, ao comparar os elementos de cada criatura, e escolha consciente de cores.",
    "O que desenvolve: concentração, autonomia nas decisões e expressão de sentimentos através das cores.",
  ],
  tags: ["pokémon", "monstrinhos", "criaturas"],
  drawings: [
    {
      slug: "folhinho-monstrinho-da-folha",
      title: "Folhinho, o monstrinho da folha",
      shows:
        "Folhinho é uma criatura redonda com um broto de duas folhas na cabeça e um rabinho em forma de folha. Ele adora tomar sol no jardim.",
      tags: ["tipo planta", "folha"],
      art: { kind: "figure", figure: "leafling", scene: "meadow" },
    },
    {
      slug: "gotinha-monstrinho-da-agua",
      title: "Gotinha, o monstrinho da água",
      shows:
        "Gotinha tem o corpo em forma de gota d'água, barbatana de peixinho e bolhas flutuando ao redor. Tem olhos grandes e um sorrisinho.",
      tags: ["tipo água", "água"],
      art: { kind: "figure", figure: "droplet", scene: "meadow" },
    },
    {
      slug: "fagulha-monstrinho-do-fogo",
      title: "Fagulha, o monstrinho do fogo",
      shows: "Fagulha é uma bolinha fofa com orelhinhas pontudas, um topete de chama na cabeça e uma labareda na ponta do rabo.",
      tags: ["tipo fogo", "fogo"],
      art: { kind: "figure", figure: "sparkpup", scene: "meadow" },
    },
    {
      slug: "pedrito-monstrinho-de-pedra",
      title: "Pedrito, o monstrinho de pedra",
      shows: "Pedrito é uma pedra cheia de facetas, com rachaduras charmosas, um tufinho de musgo no alto e um sorriso enorme.",
      tags: ["tipo pedra", "pedra"],
      art: { kind: "figure", figure: "pebble", scene: "meadow" },
    },
    {
      slug: "nuvenzinha-monstrinho-do-ceu",
      title: "Nuvenzinha, o monstrinho do céu",
      shows: "Nuvenzinha é uma nuvem com asinhas que flutua pelo céu e deixa cair gotas de chuva, entre outras nuvens e o sol.",
      tags: ["tipo voador", "nuvem", "céu"],
      art: { kind: "figure", figure: "cloudlet", scene: "sky" },
    },
    {
      slug: "estrelim-monstrinho-estrela",
      title: "Estrelim, o monstrinho estrela",
      shows:
        "Estrelim é uma estrela de cinco pontas com carinha feliz e uma antena com outra estrelinha na ponta. Ele brilha em noites estreladas.",
      tags: ["tipo estrela", "estrela", "noite"],
      art: { kind: "figure", figure: "starling", scene: "night" },
    },
    {
      slug: "zumzum-monstrinho-inseto",
      title: "Zumzum, o monstrinho inseto",
      shows:
        "Zumzum é um inseto gordinho com asas grandes e transparentes, antenas de bolinha e uma listra na barriga, pousado na grama entre as flores.",
      tags: ["tipo inseto", "inseto"],
      art: { kind: "figure", figure: "buzzlet", scene: "meadow" },
    },
  ],
});

export const rescuePuppies = defineCategory({
  slug: "patrulha-canina",
  name: "Patrulha Canina",
  description:
    "Filhotes corajosos de uniforme, prontos para ajudar: bombeiro, policial, construtor, piloto, socorrista e marinheiro. Personagens originais inspirados nas equipes de resgate.",
  tips: [
    "Dica para colorir: cada profissão pode ter sua cor: vermelho para o bombeiro, azul para o policial, amarelo para o construtor. O distintivo pode ficar dourado!",
    "Dica para colorir: pinte o capacete e o colete com a mesma cor para formar o uniforme, e escolha outra cor para o pelo do filhote.",
    "Dica para colorir: use canetinha no distintivo e lápis de cor no resto; assim o símbolo da equipe fica bem destacado.",
  ],
  skills: [
    "O que desenvolve: conhecimento sobre as profissões que ajudam a comunidade, cooperação e empatia.",
    "O que desenvolve: coordenação motora fina nos detalhes do uniforme e atenção às formas e símbolos.",
    "O que desenvolve: imaginação para criar missões de resgate e linguagem, ao contar o que cada filhote faz.",
  ],
  tags: ["patrulha canina", "filhotes", "profissões"],
  drawings: [
    {
      slug: "filhote-bombeiro",
      title: "Filhote bombeiro",
      shows:
        "Um filhote de orelhas caídas com capacete de bombeiro, colete de uniforme e distintivo com uma chama. Ele está pronto para apagar qualquer incêndio.",
      tags: ["bombeiro", "resgate"],
      art: { kind: "figure", figure: "firefighterPup", scene: "meadow" },
    },
    {
      slug: "filhote-policial",
      title: "Filhote policial",
      shows:
        "Um filhote atento com quepe de policial, estrela no distintivo e colete de uniforme, cuidando da segurança do bairro.",
      tags: ["policial", "segurança"],
      art: { kind: "figure", figure: "policePup", scene: "city" },
    },
    {
      slug: "filhote-construtor",
      title: "Filhote construtor",
      shows:
        "Um filhote com capacete de obra, colete e um martelo no distintivo, pronto para consertar pontes e construir casas.",
      tags: ["construção", "obras"],
      art: { kind: "figure", figure: "builderPup", scene: "meadow" },
    },
    {
      slug: "filhote-piloto",
      title: "Filhote piloto",
      shows:
        "Um filhote aviador com touca de couro, óculos de voo na testa e um aviãozinho no distintivo, esperando a próxima decolagem.",
      tags: ["piloto", "aviação"],
      art: { kind: "figure", figure: "pilotPup", scene: "sky" },
    },
    {
      slug: "filhote-socorrista",
      title: "Filhote socorrista",
      shows: "Um filhote socorrista com touca e cruz no distintivo, sempre pronto para cuidar de quem se machucou.",
      tags: ["socorrista", "saúde"],
      art: { kind: "figure", figure: "medicPup", scene: "hearts" },
    },
    {
      slug: "filhote-marinheiro",
      title: "Filhote marinheiro",
      shows:
        "Um filhote de boné de marinheiro com âncora no distintivo e uma mancha charmosa no olho, pronto para resgates no mar.",
      tags: ["marinheiro", "mar"],
      art: { kind: "figure", figure: "sailorPup", scene: "meadow" },
    },
  ],
});

export const heroes = defineCategory({
  slug: "herois",
  name: "Heróis",
  description:
    "Pequenos super-heróis de capa, máscara e botas, com emblemas de estrela, raio, coração, lua e flor. Personagens originais para a criança criar o próprio herói.",
  tips: [
    "Dica para colorir: escolha duas ou três cores para o uniforme e repita-as na capa, nas botas e no emblema; assim o herói ganha uma identidade.",
    "Dica para colorir: pinte os prédios do fundo com cores mais claras e o herói com cores fortes, para ele saltar da página.",
    "Dica para colorir: que tal inventar o superpoder do herói e desenhar um símbolo novo dentro do emblema?",
  ],
  skills: [
    "O que desenvolve: autoestima e imaginação, quando a criança se vê como heroína da própria história.",
    "O que desenvolve: combinação de cores, coordenação motora e noção de primeiro plano e fundo.",
    "O que desenvolve: valores como coragem, gentileza e ajuda ao próximo, que podem ser conversados durante a pintura.",
  ],
  tags: ["heróis", "super-heróis"],
  drawings: [
    {
      slug: "heroi-da-estrela",
      title: "Herói da estrela",
      shows:
        "Um menino herói de cabelo espetado, máscara nos olhos e capa esvoaçante, com as mãos na cintura e uma estrela no peito. Ao fundo, a cidade.",
      tags: ["estrela", "cidade", "capa"],
      art: { kind: "figure", figure: "heroStar", scene: "city" },
    },
    {
      slug: "heroina-do-raio",
      title: "Heroína do raio",
      shows: "Uma menina heroína de máscara e capa, com o punho para o alto e um raio no emblema do peito.",
      tags: ["heroína", "raio", "cidade"],
      art: { kind: "figure", figure: "heroineBolt", scene: "city" },
    },
    {
      slug: "heroi-do-coracao",
      title: "Herói do coração",
      shows:
        "Um herói de cabelo cacheado com um coração no peito, acenando feliz. O poder dele é espalhar gentileza pela cidade.",
      tags: ["coração", "gentileza"],
      art: { kind: "figure", figure: "heroHeart", scene: "city" },
    },
    {
      slug: "heroi-da-lua",
      title: "Herói da lua",
      shows: "Um herói mascarado com uma lua crescente no emblema, que protege a cidade à noite entre estrelas.",
      tags: ["lua", "noite"],
      art: { kind: "figure", figure: "heroMoon", scene: "night" },
    },
    {
      slug: "heroina-da-flor",
      title: "Heroína da flor",
      shows: "Uma heroína de rabo de cavalo com uma flor no emblema, capa comprida e botas, cuidando das plantas e dos jardins.",
      tags: ["heroína", "flor", "natureza"],
      art: { kind: "figure", figure: "heroineFlower", scene: "meadow" },
    },
    {
      slug: "heroi-relampago",
      title: "Herói relâmpago",
      shows: "Um herói veloz de cabelo espetado e raio no peito, acenando antes de sair correndo para mais uma missão.",
      tags: ["raio", "velocidade"],
      art: { kind: "figure", figure: "heroBoltWave", scene: "sky" },
    },
  ],
});

export const girlsAndPets = defineCategory({
  slug: "bobbie-goods",
  name: "Bobbie Goods",
  description:
    "Desenhos fofos no estilo Bobbie Goods: meninas e seus bichinhos em cenas simples e aconchegantes, com traços grossos e muitos espaços para colorir. Ilustrações originais do site.",
  tips: [
    "Dica para colorir: esse estilo fica lindo com cores pastel, como rosa-claro, lilás, azul-bebê e verde-menta. Canetinhas de ponta grossa ajudam a preencher sem falhas.",
    "Dica para colorir: pinte as bochechas com um rosa bem suave e deixe os olhinhos pretos como estão; o contraste deixa o rosto mais fofo.",
    "Dica para colorir: escolha uma paleta de três ou quatro cores e use-as na roupa, no bichinho e nos corações, para a página ficar harmoniosa.",
  ],
  skills: [
    "O que desenvolve: calma e foco, já que colorir desenhos simples e delicados é um momento de relaxamento.",
    "O que desenvolve: senso estético e harmonia de cores, além de precisão no preenchimento.",
    "O que desenvolve: afeto e cuidado com os animais de estimação, que podem ser conversados durante a atividade.",
  ],
  tags: ["bobbie goods", "fofo", "meninas"],
  drawings: [
    {
      slug: "menina-com-gatinho-e-balao",
      title: "Menina com gatinho e balão",
      shows: "Uma menina de coquinhos no cabelo segura um balão, ao lado do seu gatinho sentado. Corações flutuam pela página.",
      tags: ["gatinho", "balão"],
      art: { kind: "figure", figure: "girlKittenBalloon", scene: "hearts" },
    },
    {
      slug: "menina-com-cachorrinho-e-sorvete",
      title: "Menina com cachorrinho e sorvete",
      shows:
        "Uma menina de cabelo chanel e laço segura uma casquinha de três bolas de sorvete, enquanto o cachorrinho olha com vontade.",
      tags: ["cachorrinho", "sorvete"],
      art: { kind: "figure", figure: "girlPuppyIceCream", scene: "hearts" },
    },
    {
      slug: "menina-com-coelhinho-e-flores",
      title: "Menina com coelhinho e flores",
      shows: "Uma menina de maria-chiquinha carrega um buquê de flores no jardim, junto do seu coelhinho de orelhas compridas.",
      tags: ["coelhinho", "flores"],
      art: { kind: "figure", figure: "girlBunnyFlowers", scene: "meadow" },
    },
    {
      slug: "menina-com-gatinho-e-livro",
      title: "Menina com gatinho e livro",
      shows:
        "Uma menina de cabelo comprido e laço segura seu livro favorito, com o gatinho sentado ao lado esperando a história.",
      tags: ["gatinho", "leitura"],
      art: { kind: "figure", figure: "girlKittenBook", scene: "hearts" },
    },
    {
      slug: "menina-com-cachorrinho-e-coracao",
      title: "Menina com cachorrinho e coração",
      shows: "Uma menina de maria-chiquinha segura um grande coração, presente para o seu cachorrinho de orelhas caídas.",
      tags: ["cachorrinho", "coração", "amizade"],
      art: { kind: "figure", figure: "girlPuppyHeart", scene: "hearts" },
    },
    {
      slug: "menina-com-coelhinho-e-balao",
      title: "Menina com coelhinho e balão",
      shows: "Uma menina de cabelo chanel passeia com seu balão e o coelhinho num dia de sol, com nuvens no céu.",
      tags: ["coelhinho", "balão"],
      art: { kind: "figure", figure: "girlBunnyBalloon", scene: "sky" },
    },
  ],
});
