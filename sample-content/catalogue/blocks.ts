import { defineCategory } from "./define.ts";

export const blocks = defineCategory({
  slug: "minecraft",
  name: "Minecraft",
  description:
    "Desenhos de blocos no estilo pixel art, inspirados nos jogos de construção: espada, casa, árvore, picareta, baú, robô e mais. Cada quadradinho é pintado um por um. Ilustrações originais do site.",
  tips: [
    "Dica para colorir: as linhas mais grossas separam as partes do desenho; pinte cada parte com uma cor e os quadradinhos de dentro com tons parecidos.",
    "Dica para colorir: canetinhas de ponta fina deixam os quadradinhos bem preenchidos. Que tal variar dois tons da mesma cor para dar textura?",
    "Dica para colorir: comece pelo contorno de quadradinhos de cada parte e depois preencha o meio, como se estivesse construindo bloco por bloco.",
  ],
  skills: [
    "O que desenvolve: atenção, contagem e noção de coordenadas, já que cada quadradinho tem seu lugar na grade.",
    "O que desenvolve: coordenação motora fina e precisão, pintando áreas pequenas sem passar da linha.",
    "O que desenvolve: planejamento e pensamento lógico, habilidades usadas em programação e jogos de construção.",
  ],
  tags: ["minecraft", "pixel art", "blocos"],
  drawings: [
    {
      slug: "espada-de-blocos",
      title: "Espada de blocos",
      shows: "Uma espada em pixel art, com lâmina comprida na diagonal, guarda larga e cabo, feita inteira de quadradinhos.",
      tags: ["espada", "aventura"],
      art: { kind: "pixel", sprite: "sword" },
    },
    {
      slug: "casa-de-blocos",
      title: "Casa de blocos",
      shows: "Uma casinha de blocos com telhado em escada, chaminé, duas janelas, porta com maçaneta e o chão de grama.",
      tags: ["casa", "construção"],
      art: { kind: "pixel", sprite: "house" },
    },
    {
      slug: "arvore-de-blocos",
      title: "Árvore de blocos",
      shows: "Uma árvore de copa redonda feita de quadradinhos, com frutas escondidas entre as folhas e um tronco firme no chão.",
      tags: ["árvore", "natureza"],
      art: { kind: "pixel", sprite: "tree" },
    },
    {
      slug: "picareta-de-blocos",
      title: "Picareta de blocos",
      shows:
        "Uma picareta em pixel art, com cabeça curva e cabo na diagonal, a ferramenta preferida de quem gosta de cavar e construir.",
      tags: ["picareta", "ferramenta"],
      art: { kind: "pixel", sprite: "pickaxe" },
    },
    {
      slug: "coracao-de-blocos",
      title: "Coração de blocos",
      shows: "Um coração grande de quadradinhos, com um brilho no canto, como os corações de vida dos jogos.",
      tags: ["coração"],
      art: { kind: "pixel", sprite: "heart" },
    },
    {
      slug: "robo-de-blocos",
      title: "Robozinho de blocos",
      shows: "Um robozinho quadrado com antena, olhos de tela, painel no peito, braços de bloco e pés largos.",
      tags: ["robô", "tecnologia"],
      art: { kind: "pixel", sprite: "robot" },
    },
    {
      slug: "bau-de-blocos",
      title: "Baú do tesouro de blocos",
      shows: "Um baú de tesouro feito de quadradinhos, com tampa arredondada, faixas de metal e fechadura no meio.",
      tags: ["baú", "tesouro"],
      art: { kind: "pixel", sprite: "chest" },
    },
    {
      slug: "flor-de-blocos",
      title: "Flor de blocos",
      shows: "Uma flor de pétalas quadradinhas com miolo grande, caule fino e duas folhas, plantada no chão de grama.",
      tags: ["flor", "jardim"],
      art: { kind: "pixel", sprite: "flower" },
    },
  ],
});
