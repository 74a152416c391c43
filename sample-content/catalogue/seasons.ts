import { type DrawingDraft, defineCategory } from "./define.ts";
import { HOLIDAY_DRAWINGS } from "./holidays.ts";

/**
 * Drawings added with the collections (issue 36): the dates of the school
 * calendar, truly easy first drawings for 2–4-year-olds, and the themes
 * children ask for that need no licence. Each brings its own tip and skill.
 */

export const calendarDates = defineCategory({
  slug: "datas-comemorativas",
  name: "Datas Comemorativas",
  description:
    "Desenhos para as datas do calendário escolar: Páscoa, Dia das Mães, Festa Junina, Folclore, Dia das Crianças e Natal. Prontos para imprimir para a turma toda.",
  tags: ["datas comemorativas", "escola"],
  drawings: [
    {
      slug: "cesta-de-ovos-de-pascoa",
      title: "Cesta de ovos de Páscoa",
      shows:
        "Uma cesta trançada com três ovos de Páscoa enfeitados com listras, ziguezagues e bolinhas, e duas florzinhas no chão ao lado.",
      tip: "Dica para colorir: cada ovo pode ter um padrão diferente; pinte as listras alternando duas cores e use marrom claro e escuro para o trançado da cesta.",
      skill:
        "O que desenvolve: reconhecimento de padrões e sequências (listra, ziguezague, bolinha), além de conversa sobre as tradições da Páscoa em família.",
      tags: ["páscoa", "ovos de páscoa", "cesta"],
      art: { kind: "figure", figure: "easterEggs", scene: "plain" },
    },
    {
      slug: "coelho-da-pascoa-com-cestinha",
      title: "Coelho da Páscoa com cestinha",
      shows:
        "Um coelho de orelhas compridas e bigodes, sentado, segurando uma cestinha com um ovo enfeitado. A barriga e as patas são áreas grandes e fáceis de pintar.",
      tip: "Dica para colorir: deixe a barriga e o interior das orelhas mais claros que o resto do corpo, com rosa ou bege, para o coelho ganhar volume.",
      skill:
        "O que desenvolve: coordenação motora fina ao contornar as orelhas e os bigodes, e vocabulário sobre animais e a festa da Páscoa.",
      tags: ["páscoa", "coelho", "coelhinho"],
      art: { kind: "figure", figure: "bunnyWithBasket", scene: "meadow" },
    },
    {
      slug: "coracao-para-a-mamae",
      title: "Coração para a mamãe",
      shows:
        "Um coração grande e sorridente, com um coração menor dentro, enfeitado com três flores e duas folhinhas. Perfeito para um cartão de Dia das Mães.",
      tip: "Dica para colorir: pinte o coração de dentro com uma cor forte e o de fora com a mesma cor mais clarinha; depois a criança pode escrever o nome da mãe no verso.",
      skill:
        "O que desenvolve: expressão de afeto e criatividade ao transformar o desenho em presente, além de noção de dentro e fora.",
      tags: ["dia das mães", "coração", "flores"],
      art: { kind: "figure", figure: "motherHeart", scene: "hearts" },
    },
    {
      slug: "fogueira-de-sao-joao",
      title: "Fogueira de São João",
      shows: "Uma fogueira de Festa Junina com três chamas, uma dentro da outra, sobre toras cruzadas e cercada de pedras.",
      tip: "Dica para colorir: comece pela chama menor com amarelo, passe para o laranja na do meio e termine com vermelho na de fora; as toras ficam lindas em marrom com riscos mais escuros.",
      skill:
        "O que desenvolve: noção de gradação de cores (do claro ao escuro) e conversa sobre as festas juninas e os cuidados com o fogo.",
      tags: ["festa junina", "fogueira", "são joão"],
      art: { kind: "figure", figure: "bonfire", scene: "night" },
    },
    {
      slug: "bandeirinhas-e-barraquinha-junina",
      title: "Bandeirinhas e barraquinha junina",
      shows:
        "Dois varais de bandeirinhas sobre uma barraquinha de festa junina com telhado de palha, balcão e pratinhos de comida.",
      tip: "Dica para colorir: alterne as cores das bandeirinhas seguindo uma sequência (vermelho, amarelo, azul, verde) e repita até o fim do varal.",
      skill:
        "O que desenvolve: sequências e contagem (quantas bandeirinhas há em cada varal?), além da cultura das festas juninas.",
      tags: ["festa junina", "bandeirinhas", "arraiá"],
      art: { kind: "figure", figure: "festaJuninaFlags", scene: "plain" },
    },
    {
      slug: "saci-perere",
      title: "Saci-Pererê",
      shows:
        "O Saci-Pererê do folclore brasileiro, com seu gorro, o cachimbo fumegando, pulando numa perna só e cercado de redemoinhos de vento.",
      tip: "Dica para colorir: o gorro do Saci é vermelho na lenda; o resto fica por conta da imaginação. Pinte os redemoinhos com cinza bem leve.",
      skill:
        "O que desenvolve: contato com as lendas do folclore brasileiro e a oralidade, ao recontar as travessuras do Saci depois de pintar.",
      tags: ["folclore", "saci", "lendas"],
      art: { kind: "figure", figure: "saci", scene: "meadow" },
    },
    {
      slug: "curupira-guardiao-da-floresta",
      title: "Curupira, guardião da floresta",
      shows:
        "O Curupira, protetor das matas no folclore, com cabelo de fogo e saia de folhas, entre moitas da floresta. Na lenda, os pés dele são virados para trás, para confundir os caçadores.",
      tip: "Dica para colorir: use laranja e vermelho no cabelo de fogo e vários verdes nas folhas da saia; depois, que tal desenhar as pegadas dele ao contrário, apontando para trás?",
      skill: "O que desenvolve: conhecimento das lendas brasileiras e consciência sobre cuidar das florestas e dos animais.",
      tags: ["folclore", "curupira", "floresta"],
      art: { kind: "figure", figure: "curupira", scene: "meadow" },
    },
    {
      slug: "brinquedos-do-dia-das-criancas",
      title: "Brinquedos do Dia das Crianças",
      shows: "Um ursinho de pelúcia sentado, uma bola de gomos e dois blocos de montar com uma estrela e uma bolinha desenhadas.",
      tip: "Dica para colorir: pergunte à criança qual é o brinquedo favorito dela e deixe que escolha as cores de cada um.",
      skill:
        "O que desenvolve: expressão das próprias preferências, vocabulário de brinquedos e formas (círculo, quadrado, estrela).",
      tags: ["dia das crianças", "brinquedos", "ursinho"],
      art: { kind: "figure", figure: "toys", scene: "plain" },
    },
    {
      slug: "arvore-de-natal-enfeitada",
      title: "Árvore de Natal enfeitada",
      shows:
        "Uma árvore de Natal com estrela no topo, guirlandas, seis bolas de enfeite e presentes embrulhados ao pé do tronco.",
      tip: "Dica para colorir: pinte a árvore de verde e as bolas com cores bem diferentes entre si; um pouco de purpurina ou cola colorida deixa a estrela brilhando.",
      skill:
        "O que desenvolve: contagem (quantas bolas e presentes há?) e preparação para as festas de fim de ano em família ou na escola.",
      tags: ["natal", "árvore de natal", "presentes"],
      art: { kind: "figure", figure: "christmasTree", scene: "night" },
    },
    {
      slug: "estrela-de-natal",
      title: "Estrela de Natal",
      shows: "Uma estrela de Natal sorridente, com uma estrela menor dentro, rodeada de estrelinhas no céu.",
      tip: "Dica para colorir: use amarelo e dourado na estrela grande e deixe a estrela de dentro mais clara, como se estivesse brilhando.",
      skill: "O que desenvolve: simetria e contagem de pontas (cinco!), além de calma para pintar dentro das linhas retas.",
      tags: ["natal", "estrela"],
      art: { kind: "figure", figure: "christmasStar", scene: "sky" },
    },
    ...HOLIDAY_DRAWINGS,
  ],
});

export const firstDrawings = defineCategory({
  slug: "primeiros-desenhos",
  name: "Primeiros Desenhos",
  description:
    "Desenhos bem simples para crianças de 2 a 4 anos: poucas formas, grandes e fechadas, para as primeiras pinturas com giz de cera grosso.",
  tags: ["primeiros desenhos", "2 a 4 anos"],
  drawings: [
    {
      slug: "sol-sorridente-grandao",
      title: "Sol sorridente grandão",
      shows: "Um sol enorme e redondo, com carinha sorridente e oito raios em forma de triângulo.",
      tip: "Dica para colorir: um giz de cera grosso amarelo basta; os raios podem ser laranja. Não se preocupe se a cor passar da linha.",
      skill: "O que desenvolve: o movimento de pinça e o controle do braço para preencher uma área grande, e o nome das cores.",
      tags: ["sol", "fácil"],
      art: { kind: "figure", figure: "bigSun", scene: "plain" },
    },
    {
      slug: "maca-grande",
      title: "Maçã grande",
      shows: "Uma maçã só, bem grande, com cabinho e folha.",
      tip: "Dica para colorir: maçãs podem ser vermelhas, verdes ou amarelas; mostre uma fruta de verdade e deixe a criança escolher.",
      skill: "O que desenvolve: reconhecimento de frutas e cores, e as primeiras pinturas dentro de um contorno grande.",
      tags: ["maçã", "frutas", "fácil"],
      art: { kind: "figure", figure: "bigApple", scene: "plain" },
    },
    {
      slug: "bola-de-gomos",
      title: "Bola de gomos",
      shows: "Uma bola grande dividida em quatro gomos por duas linhas curvas.",
      tip: "Dica para colorir: cada gomo de uma cor; conte junto com a criança: um, dois, três, quatro.",
      skill: "O que desenvolve: contagem até quatro e a noção de partes de um todo, com áreas grandes e fáceis de preencher.",
      tags: ["bola", "brinquedos", "fácil"],
      art: { kind: "figure", figure: "bigBall", scene: "plain" },
    },
    {
      slug: "peixe-grandao",
      title: "Peixe grandão",
      shows: "Um peixe grande e simples, com um olho redondo, uma linha no corpo e o rabo em triângulo.",
      tip: "Dica para colorir: o corpo de uma cor e o rabo de outra; depois a criança pode desenhar bolhinhas em volta.",
      skill: "O que desenvolve: coordenação entre olho e mão, e o vocabulário dos bichos do mar (peixe, rabo, nadadeira).",
      tags: ["peixe", "mar", "fácil"],
      art: { kind: "figure", figure: "bigFish", scene: "plain" },
    },
    {
      slug: "casinha-simples",
      title: "Casinha simples",
      shows: "Uma casinha com telhado de triângulo, porta e duas janelas quadradas.",
      tip: "Dica para colorir: pinte o telhado primeiro, depois as paredes; as janelas podem ficar azuis como o céu.",
      skill:
        "O que desenvolve: reconhecimento de formas (triângulo, quadrado, retângulo) e conversa sobre a própria casa e a família.",
      tags: ["casa", "formas", "fácil"],
      art: { kind: "figure", figure: "bigHouse", scene: "plain" },
    },
  ],
});

export const fantasy = defineCategory({
  slug: "fantasia",
  name: "Fantasia",
  description: "Princesas, unicórnios, sereias e fadas: desenhos de contos e de faz de conta para colorir e inventar histórias.",
  tags: ["fantasia", "faz de conta"],
  drawings: [
    {
      slug: "princesa-do-castelo",
      title: "Princesa do castelo",
      shows:
        "Uma princesa de coroa e cabelo comprido, com um vestido de saia rodada enfeitado com corações e babados, diante do seu castelo de duas torres com bandeirinhas.",
      tip: "Dica para colorir: escolha uma cor para o vestido e outra para os babados; os corações podem ter cores diferentes entre si.",
      skill:
        "O que desenvolve: imaginação e narrativa (quem é essa princesa? onde ela mora?) e coordenação nos detalhes da coroa.",
      tags: ["princesa", "princesas", "coroa"],
      art: { kind: "figure", figure: "princess", scene: "plain" },
    },
    {
      slug: "unicornio-encantado",
      title: "Unicórnio encantado",
      shows: "Um unicórnio de chifre listrado, crina e cauda onduladas, entre estrelas e um coração.",
      tip: "Dica para colorir: pinte cada mecha da crina de uma cor do arco-íris e deixe o corpo branco ou bem clarinho.",
      skill:
        "O que desenvolve: criatividade com as cores e a sequência do arco-íris, além de calma para pintar as curvas da crina.",
      tags: ["unicórnio", "arco-íris"],
      art: { kind: "figure", figure: "unicorn", scene: "meadow" },
    },
    {
      slug: "unicornio-nas-nuvens",
      title: "Unicórnio nas nuvens",
      shows: "O mesmo unicórnio de crina ondulada, agora passeando entre nuvens fofas no céu, longe do chão.",
      tip: "Dica para colorir: pinte o céu em volta com azul bem clarinho e deixe as nuvens brancas, para o unicórnio parecer flutuar.",
      skill: "O que desenvolve: noção de figura e fundo, e imaginação: para onde o unicórnio está voando?",
      tags: ["unicórnio", "nuvens", "céu"],
      art: { kind: "figure", figure: "unicorn", scene: "sky" },
    },
    {
      slug: "sereia-na-pedra",
      title: "Sereia na pedra",
      shows:
        "Uma sereia de cabelo comprido no fundo do mar, com a cauda de peixe riscada de escamas apoiada numa pedra, entre algas e bolhas.",
      tip: "Dica para colorir: a cauda fica linda em verde e azul, uma faixa de cada cor; pinte a pedra de cinza e o cabelo da cor que quiser.",
      skill: "O que desenvolve: coordenação nas faixas da cauda e imaginação sobre o fundo do mar e seus moradores.",
      tags: ["sereia", "mar"],
      art: { kind: "figure", figure: "mermaid", scene: "sea" },
    },
    {
      slug: "fada-com-varinha",
      title: "Fada com varinha",
      shows: "Uma fada de asas grandes, com vestido e uma varinha com estrela na ponta, rodeada de estrelinhas.",
      tip: "Dica para colorir: as asas podem ter duas cores, uma em cima e outra embaixo; um lápis branco por cima dá brilho.",
      skill: "O que desenvolve: simetria (as asas dos dois lados) e faz de conta: que desejo a fada vai realizar?",
      tags: ["fada", "fadas", "varinha"],
      art: { kind: "figure", figure: "fairy", scene: "sky" },
    },
  ],
});

/** A dinosaur for the animals, a fruit bowl for nature: added to their categories, in their own words. */
export const DINOSAUR: DrawingDraft = {
  slug: "dinossauro-pescocudo",
  title: "Dinossauro pescoçudo",
  shows: "Um dinossauro de pescoço comprido e espinhos nas costas, com manchas redondas no corpo, passeando pelo campo.",
  tip: "Dica para colorir: ninguém sabe ao certo a cor dos dinossauros; pinte o corpo de uma cor e as manchas e espinhos de outra.",
  skill: "O que desenvolve: curiosidade sobre a pré-história e os animais que viveram há milhões de anos, e vocabulário novo.",
  tags: ["dinossauro", "dinossauros"],
  art: { kind: "figure", figure: "dinosaur", scene: "meadow" },
};

export const FRUIT_BOWL: DrawingDraft = {
  slug: "fruteira-com-frutas",
  title: "Fruteira com frutas",
  shows: "Uma fruteira com banana, pera, um cacho de uvas e uma laranja, em cima da mesa.",
  tip: "Dica para colorir: pinte cada fruta com a cor que ela tem de verdade e pergunte qual é a favorita da criança.",
  skill: "O que desenvolve: reconhecimento de frutas e conversa sobre alimentação saudável.",
  tags: ["frutas", "fruteira", "alimentação"],
  art: { kind: "figure", figure: "fruitBasket", scene: "plain" },
};
