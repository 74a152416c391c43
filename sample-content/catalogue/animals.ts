import { defineCategory } from "./define.ts";
import { DINOSAUR } from "./seasons.ts";

export const animals = defineCategory({
  slug: "animais",
  name: "Animais",
  description:
    "Bichinhos fofos da fazenda, da floresta e do mar, com traços grossos e áreas grandes, perfeitos para os pequenos artistas. Gatos, cachorros, corujas, peixes e muito mais.",
  tips: [
    "Dica para colorir: comece pelas partes grandes, como o corpo e a cabeça, e deixe os detalhes para o fim. Lápis de cor bem apontado ajuda nos cantinhos.",
    "Dica para colorir: o bichinho não precisa ter as cores da vida real; um animal roxo ou de bolinhas deixa o desenho único. Converse com a criança sobre as escolhas.",
    "Dica para colorir: pinte o céu e a grama com giz de cera deitado, em movimentos leves, e use cores mais fortes no animal para ele se destacar.",
  ],
  skills: [
    "O que desenvolve: coordenação motora fina e percepção de formas, além de curiosidade sobre os animais e onde eles vivem.",
    "O que desenvolve: criatividade na escolha das cores, concentração e vocabulário, ao conversar sobre o nome e o som de cada bicho.",
    "O que desenvolve: paciência, noção de limite entre as linhas e carinho pela natureza e pelos animais.",
  ],
  tags: ["animais", "bichinhos"],
  drawings: [
    {
      slug: "gato-brincalhao",
      title: "Gato brincalhão",
      shows:
        "Um gatinho sentado no jardim, com olhos grandes, bigodes compridos, bochechas rosadas e uma coleira com sininho. Ao fundo, um sol sorridente, nuvens e flores.",
      tags: ["gato", "gatinho", "jardim"],
      art: { kind: "figure", figure: "cat", scene: "meadow" },
    },
    {
      slug: "cachorrinho-amigo",
      title: "Cachorrinho amigo",
      shows:
        "Um cachorrinho de orelhas caídas e língua de fora, com uma mancha no olho e uma plaquinha na coleira, sentado na grama e abanando o rabo.",
      tags: ["cachorro", "cachorrinho", "pet"],
      art: { kind: "figure", figure: "dog", scene: "meadow" },
    },
    {
      slug: "peixinho-no-fundo-do-mar",
      title: "Peixinho no fundo do mar",
      shows:
        "Um peixe de escamas redondas e nadadeiras grandes nadando entre bolhas, com algas balançando e pedrinhas na areia do fundo do mar.",
      tags: ["peixe", "mar", "fundo do mar"],
      art: { kind: "figure", figure: "fish", scene: "sea" },
      tip: "Dica para colorir: pinte a água com azul bem clarinho e deixe as bolhas brancas; depois escolha cores vivas para as escamas, uma fileira de cada cor.",
    },
    {
      slug: "passarinho-no-galho",
      title: "Passarinho no galho",
      shows:
        "Um passarinho redondinho, com penacho na cabeça, asa dobrada e bico pontudo, pousado num galho com folha. Em volta, sol, nuvens e flores.",
      tags: ["passarinho", "pássaro", "aves"],
      art: { kind: "figure", figure: "bird", scene: "meadow" },
    },
    {
      slug: "tartaruga-sorridente",
      title: "Tartaruga sorridente",
      shows:
        "Uma tartaruga simpática passeando devagar pela grama. O casco é dividido em vários pedaços, ótimos para pintar cada um de uma cor.",
      tags: ["tartaruga", "répteis", "jardim"],
      art: { kind: "figure", figure: "turtle", scene: "meadow" },
    },
    {
      slug: "coruja-sabida",
      title: "Coruja sabida",
      shows: "Uma coruja de olhos enormes e penas em forma de escamas, pousada num galho numa noite de lua e estrelas.",
      tags: ["coruja", "aves", "noite"],
      art: { kind: "figure", figure: "owl", scene: "night" },
    },
    {
      slug: "elefante-fofinho",
      title: "Elefante fofinho",
      shows:
        "Um elefantinho de orelhas gigantes, tromba comprida e bochechas coradas, em pé no campo com um topete de três fios na cabeça.",
      tags: ["elefante", "safári", "animais selvagens"],
      art: { kind: "figure", figure: "elephant", scene: "meadow" },
    },
    {
      slug: "borboleta-no-ceu",
      title: "Borboleta no céu",
      shows:
        "Uma borboleta sorridente voando entre as nuvens, com asas simétricas cheias de círculos e antenas com bolinhas na ponta.",
      tags: ["borboleta", "insetos", "simetria"],
      art: { kind: "figure", figure: "butterfly", scene: "sky" },
    },
    {
      slug: "coelhinho-saltitante",
      title: "Coelhinho saltitante",
      shows: "Um coelhinho de orelhas compridas, dentinhos à mostra e rabinho de algodão, sentado no jardim florido.",
      tags: ["coelho", "coelhinho", "páscoa"],
      art: { kind: "figure", figure: "rabbit", scene: "meadow" },
    },
    {
      slug: "leao-de-juba-fofa",
      title: "Leão de juba fofa",
      shows: "Um leãozinho com juba feita de cachos redondos, focinho simpático e cauda com tufo na ponta, sentado ao sol.",
      tags: ["leão", "safári", "animais selvagens"],
      art: { kind: "figure", figure: "lion", scene: "meadow" },
    },
    DINOSAUR,
  ],
});
