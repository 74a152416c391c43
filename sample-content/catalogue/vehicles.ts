import { defineCategory } from "./define.ts";

const landscapeRoad = { scene: "road", orientation: "landscape" } as const;

export const cars = defineCategory({
  slug: "carros",
  name: "Carros",
  description:
    "Carros de todos os tipos para colorir: de passeio, de corrida, jipe, fusquinha, caminhonete e conversível. Desenhos na horizontal, rodando pela estrada.",
  tips: [
    "Dica para colorir: pinte a lataria com uma cor forte e deixe as janelas azul-claras, como vidro refletindo o céu. Pneus pretos ou cinza deixam tudo mais real.",
    "Dica para colorir: use a régua como apoio para pintar a estrada e as faixas; o carro pode ganhar adesivos, listras ou números inventados.",
    "Dica para colorir: experimente degradê na lataria, começando com força na parte de baixo e aliviando a mão perto do teto.",
  ],
  skills: [
    "O que desenvolve: coordenação motora fina nas rodas e janelas, e noção de formas geométricas como círculos e retângulos.",
    "O que desenvolve: vocabulário sobre meios de transporte e segurança no trânsito, um ótimo tema para conversar.",
    "O que desenvolve: atenção aos detalhes, paciência e criatividade para personalizar o próprio carro.",
  ],
  tags: ["carros", "veículos"],
  drawings: [
    {
      slug: "carro-da-familia",
      title: "Carro da família",
      shows:
        "Um carro de passeio com duas portas, janelas grandes, faróis e para-choques, pronto para levar a família para passear.",
      tags: ["carro de passeio", "família"],
      art: { kind: "figure", figure: "familyCar", ...landscapeRoad },
    },
    {
      slug: "carro-de-corrida",
      title: "Carro de corrida",
      shows:
        "Um carro de corrida baixinho, com aerofólio traseiro, rodas largas e um círculo na porta para escrever o número do piloto.",
      tags: ["corrida", "velocidade"],
      art: { kind: "figure", figure: "raceCar", ...landscapeRoad },
    },
    {
      slug: "jipe-aventureiro",
      title: "Jipe aventureiro",
      shows: "Um jipe quadradão de rodas grandes, com estepe na traseira e janelas quadradas, pronto para trilhas na lama.",
      tags: ["jipe", "aventura"],
      art: { kind: "figure", figure: "jeep", ...landscapeRoad },
    },
    {
      slug: "fusquinha-antigo",
      title: "Fusquinha antigo",
      shows: "Um carrinho antigo e arredondado, com teto em forma de cúpula, farol redondo e para-choques cromados.",
      tags: ["carro antigo", "clássico"],
      art: { kind: "figure", figure: "beetleCar", ...landscapeRoad },
    },
    {
      slug: "caminhonete-da-fazenda",
      title: "Caminhonete da fazenda",
      shows: "Uma caminhonete com cabine alta e caçamba aberta atrás, perfeita para carregar frutas e ferramentas da fazenda.",
      tags: ["caminhonete", "fazenda"],
      art: { kind: "figure", figure: "pickupTruck", ...landscapeRoad },
    },
    {
      slug: "carro-conversivel",
      title: "Carro conversível",
      shows: "Um carro conversível sem capota, com um motorista sorridente ao volante curtindo o vento num dia de sol.",
      tags: ["conversível", "passeio"],
      art: { kind: "figure", figure: "convertible", ...landscapeRoad },
    },
  ],
});

export const transport = defineCategory({
  slug: "transportes",
  name: "Transportes",
  description:
    "Ônibus, caminhão, trem, avião, barco, helicóptero e foguete: meios de transporte da terra, do mar, do ar e até do espaço.",
  tips: [
    "Dica para colorir: pinte primeiro o fundo (céu, mar ou estrada) com cores claras e depois o veículo com cores vivas.",
    "Dica para colorir: janelas e rodas repetidas podem ganhar cores alternadas, formando um padrão divertido.",
    "Dica para colorir: use lápis aquarelável no céu e no mar; com um pincel molhado, a pintura vira aquarela.",
  ],
  skills: [
    "O que desenvolve: conhecimento sobre os meios de transporte e os lugares onde cada um circula: terra, água, ar e espaço.",
    "O que desenvolve: coordenação motora, percepção de tamanhos e proporções, e atenção às partes de cada veículo.",
    "O que desenvolve: curiosidade científica e vocabulário, ao conversar sobre viagens, profissões e como as coisas funcionam.",
  ],
  tags: ["transportes", "veículos"],
  drawings: [
    {
      slug: "onibus-escolar",
      title: "Ônibus escolar",
      shows: "Um ônibus comprido com fileira de janelas, porta sanfonada e bagageiro no teto, levando a turma para a escola.",
      tags: ["ônibus", "escola"],
      art: { kind: "figure", figure: "bus", ...landscapeRoad },
    },
    {
      slug: "caminhao-de-carga",
      title: "Caminhão de carga",
      shows: "Um caminhão com baú listrado e três rodas de cada lado, transportando mercadorias pela estrada.",
      tags: ["caminhão", "estrada"],
      art: { kind: "figure", figure: "truck", ...landscapeRoad },
    },
    {
      slug: "trem-maria-fumaca",
      title: "Trem maria-fumaça",
      shows: "Uma locomotiva a vapor soltando nuvens de fumaça pela chaminé, puxando um vagão de passageiros com janelas.",
      tags: ["trem", "locomotiva"],
      art: { kind: "figure", figure: "train", ...landscapeRoad },
    },
    {
      slug: "aviao-nas-nuvens",
      title: "Avião nas nuvens",
      shows: "Um avião de passageiros com janelinhas redondas, asas e cauda, voando entre as nuvens num dia de sol.",
      tags: ["avião", "céu", "viagem"],
      art: { kind: "figure", figure: "airplane", scene: "sky", orientation: "landscape" },
    },
    {
      slug: "barquinho-a-vela",
      title: "Barquinho a vela",
      shows: "Um veleiro com duas velas e bandeirinha no mastro, navegando sobre as ondas com três escotilhas redondas no casco.",
      tags: ["barco", "mar", "veleiro"],
      art: { kind: "figure", figure: "sailboat", scene: "sky" },
    },
    {
      slug: "helicoptero-de-resgate",
      title: "Helicóptero de resgate",
      shows: "Um helicóptero de hélice comprida, cabine de vidro e esquis de pouso, voando entre nuvens num dia de sol.",
      tags: ["helicóptero", "resgate"],
      art: { kind: "figure", figure: "helicopter", scene: "sky", orientation: "landscape" },
      active: false,
    },
    {
      slug: "foguete-espacial",
      title: "Foguete espacial",
      shows: "Um foguete com janela redonda, aletas e chamas saindo dos motores, decolando rumo às estrelas e à lua.",
      tags: ["foguete", "espaço", "astronauta"],
      art: { kind: "figure", figure: "rocket", scene: "night" },
    },
  ],
});
