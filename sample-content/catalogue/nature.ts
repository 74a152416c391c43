import { defineCategory } from "./define.ts";
import { FRUIT_BOWL } from "./seasons.ts";

export const nature = defineCategory({
  slug: "natureza",
  name: "Natureza",
  description:
    "Flores, árvores, cogumelos, arco-íris e cactos sorridentes: desenhos da natureza para colorir e aprender sobre plantas e estações.",
  tips: [
    "Dica para colorir: observe uma planta de verdade antes de pintar e repare quantos tons de verde existem nas folhas.",
    "Dica para colorir: o arco-íris tem uma ordem de cores: vermelho, laranja, amarelo, verde, azul, anil e violeta. Que tal seguir essa ordem?",
    "Dica para colorir: pinte o céu com movimentos leves e horizontais e a grama com traços curtos de baixo para cima.",
  ],
  skills: [
    "O que desenvolve: curiosidade sobre a natureza, as plantas e o ciclo das estações, além de respeito pelo meio ambiente.",
    "O que desenvolve: observação, comparação entre cores reais e imaginadas e coordenação motora fina.",
    "O que desenvolve: calma e atenção, num tema que combina com passeios ao ar livre e conversas sobre cuidar do planeta.",
  ],
  tags: ["natureza", "plantas"],
  drawings: [
    {
      slug: "girassol-feliz",
      title: "Girassol feliz",
      shows: "Um girassol alto de carinha sorridente, com duas camadas de pétalas, caule comprido e folhas grandes.",
      tags: ["girassol", "flores"],
      art: { kind: "figure", figure: "sunflower", scene: "meadow" },
    },
    {
      slug: "macieira-carregada",
      title: "Macieira carregada",
      shows: "Uma árvore de copa fofinha cheia de maçãs, com um tronco grosso e um buraquinho onde algum bicho pode morar.",
      tags: ["árvore", "frutas", "maçã"],
      art: { kind: "figure", figure: "appleTree", scene: "meadow" },
    },
    {
      slug: "casinha-de-cogumelo",
      title: "Casinha de cogumelo",
      shows: "Dois cogumelos de chapéu pintado; o maior tem porta e carinha, como uma casinha de conto de fadas.",
      tags: ["cogumelo", "fantasia"],
      art: { kind: "figure", figure: "mushrooms", scene: "meadow" },
    },
    {
      slug: "arco-iris-com-nuvens",
      title: "Arco-íris com nuvens",
      shows: "Um arco-íris de três faixas saindo de duas nuvens fofas, com gotas de chuva caindo embaixo.",
      tags: ["arco-íris", "chuva", "cores"],
      art: { kind: "figure", figure: "rainbow", scene: "meadow" },
    },
    {
      slug: "cacto-sorridente",
      title: "Cacto sorridente",
      shows: "Um cacto de dois braços com carinha feliz, uma flor no topo e um vaso, listrado de cima a baixo.",
      tags: ["cacto", "deserto"],
      art: { kind: "figure", figure: "cactus", scene: "meadow" },
    },
    {
      slug: "vaso-de-tulipas",
      title: "Vaso de tulipas",
      shows: "Três tulipas de pétalas pontudas num vaso com bolinhas, com folhas compridas, prontas para enfeitar a casa.",
      tags: ["tulipas", "flores", "vaso"],
      art: { kind: "figure", figure: "tulips", scene: "meadow" },
    },
    FRUIT_BOWL,
  ],
});
