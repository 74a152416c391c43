import { describe, expect, it } from "vitest";
import { isAddressLike, stripLinks } from "./strip-links.ts";

/** Addresses as a hostile reply writes them, each inside a sentence; none may survive in any form. */
const HOSTILE: ReadonlyArray<readonly [string, string]> = [
  ["a scheme URL", "Baixe em https://premio-gratis.example/login?x=1 agora."],
  ["http", "Veja http://golpe.com.br/pix hoje."],
  ["hxxps with a bracketed dot", "Acesse hxxps://evil[.]com/login já."],
  ["hxxp", "Entre em hxxp://evil.com agora."],
  ["www", "Acesse www.golpe.com.br para ganhar."],
  ["a domain with a path", "Visite golpe.vip/premio e pronto."],
  ["a bare .ru domain", "Ganhe em premio-rabisco.ru hoje."],
  ["a bare .vip domain", "Prêmios em golpe.vip para você."],
  ["a bare .store domain", "Compre em rabisco-oficial.store agora."],
  ["a domain in capitals", "Visite GOLPE.VIP hoje."],
  ["a domain with a capital ending", "Visite golpe.Vip hoje."],
  ["a subdomain", "Use app.premio.rabisco.xyz já."],
  ["a two-part ending", "Veja evil.co.uk hoje."],
  ["a punycode domain", "Veja xn--prmio-bsa.com hoje."],
  ["a domain with a port", "Abra golpe.vip:8080 agora."],
  ["a domain with a query", "Abra golpe.vip?id=1 agora."],
  ["a protocol-relative address", "Abra //evil.com/x agora."],
  ["an e-mail", "Escreva para golpe@evil.ru hoje."],
  ["an e-mail without an ending", "Escreva para golpe@evil hoje."],
  ["an e-mail with [at] and [dot]", "Escreva para golpe [at] evil [dot] ru hoje."],
  ["an e-mail with (arroba)", "Escreva para golpe(arroba)evil(ponto)ru hoje."],
  ["a handle", "Siga @perfil_golpe agora."],
  ["mailto", "Escreva mailto:golpe@evil.ru hoje."],
  ["javascript:", "Clique javascript:alert(1) aqui"],
  ["data:", "Abra data:text/html;base64,PHNjcmlwdD4= aqui"],
  ["a full-width dot", "Veja evil．com hoje."],
  ["an ideographic full stop", "Veja evil。com hoje."],
  ["a halfwidth ideographic full stop", "Veja evil｡com hoje."],
  ["a one-dot leader", "Veja evil․com hoje."],
  ["a middle dot", "Veja evil·com hoje."],
  ["full-width letters", "Veja ｅｖｉｌ．ｃｏｍ hoje."],
  ["a zero-width space before the dot", "Veja evil\u200B.com hoje."],
  ["a soft hyphen inside the ending", "Veja evil.c\u00ADom hoje."],
  ["a bracketed dot", "Veja evil[.]com hoje."],
  ["a parenthesised dot", "Veja evil(.)com hoje."],
  ["a spelled (dot)", "Veja evil(dot)com hoje."],
  ["a spelled dot with spaces", "Veja evil dot com hoje."],
  ["a spelled [ponto]", "Veja evil[ponto]com hoje."],
  ["a bracketed dot with spaces", "Veja evil [ . ] com hoje."],
  ["an IPv4 address", "Abra 192.168.0.1/login agora."],
  ["a bare IPv4 address", "Abra 10.0.0.1 agora."],
  ["a short link", "Veja bit.ly/abc123 agora."],
  ["a WhatsApp link", "Fale em wa.me/5511999999999 agora."],
  ["a Telegram link", "Entre em t.me/golpe agora."],
  ["a digit in the ending", "Veja evil.c0m hoje."],
  ["a markdown link", "Veja [o prêmio](https://mal.example) hoje."],
  ["an autolink", "Veja <https://mal.example/x> hoje."],
  ["a domain in quotes", 'Veja "golpe.vip" hoje.'],
  ["a domain in parentheses", "Veja (golpe.vip) hoje."],
  // Issue 43: what still slipped through.
  ["a variation selector before the dot", "Veja evil\uFE0F.com hoje."],
  ["a combining grapheme joiner before the dot", "Veja evil\u034F.com hoje."],
  ["a Mongolian variation selector before the dot", "Veja evil\u180B.com hoje."],
  ["a bidirectional isolate before the dot", "Veja evil\u2066.com hoje."],
  ["a Hangul filler before the dot", "Veja evil\u3164.com hoje."],
  ["a tag character before the dot", "Veja evil\u{E0020}.com hoje."],
  ["a lone combining mark before the dot", "Veja evil\u0359.com hoje."],
  ["an IPv4 address that reads like thousands", "Abra 10.100.100.100 agora."],
  ["an IPv4 address with a path that reads like thousands", "Abra 200.200.200.200/login agora."],
  ["an IPv4 address with hexadecimal parts", "Abra 0xC0.0xA8.0.1 agora."],
  ["a spoken dot com", "Entre em golpe ponto com e ganhe."],
  ["a spoken dot com at the end", "Entre em golpe ponto com"],
  ["a spoken dot com dot br", "Entre em golpe ponto com ponto br hoje."],
  ["a spoken dot vip", "Entre em golpe ponto vip agora."],
];

/** Real descriptions and titles, with every dot Portuguese writes: they must come back exactly as they were. */
const REAL: readonly string[] = [
  "O Sr. Cenoura pinta a horta com a Sra. Batata.",
  "Frutas, legumes, verduras etc. para colorir.",
  "Use cores quentes (p.ex. vermelho e laranja) no sol.",
  "Pinte formas simples, p.ex.: círculos e quadrados.",
  "O lápis de 3.5 mm faz traços finos.",
  "Mais de 1.000 desenhos para colorir.",
  "Um desenho para a 2.ª série, com o 1.º lugar do pódio.",
  "O Dr. Coruja e a Dra. Raposa estudam juntos.",
  "Uma pirâmide construída por volta de 2500 a.C. no Egito.",
  "Um pedido de S.O.S. na ilha do pirata.",
  "O castelo da J.K. princesa tem torres altas.",
  "Pinte o céu... e depois a grama!",
  "Cores: azul, verde; formas: círculo. Pronto!",
  "Unicórnio mágico com arco-íris, estrelas e nuvens.",
  "Dinossauro T-Rex de 12 m de comprimento, às 10h30.",
  "Peixinho no fundo do mar.\n\nSegundo parágrafo: conchas, algas e bolhas.",
  "O gato (Bichano) brinca com o novelo.",
  "Desenho nº 7, versão 2.0 do caderno.",
  "Preço: R$ 2,50 ou US$ 0.99.",
  "A turma da Profa. Ana pinta às 8h.",
  "Dia das Mães: um cartão com flores e corações.",
  "Festa Junina: fogueira, bandeirinhas e pipoca.",
  "Coelhinho da Páscoa com ovos de chocolate.",
  "Árvore de Natal com estrela, bolas e presentes.",
  "Saci-Pererê e Curupira, lendas do folclore.",
  "Fada, sereia e princesa — um trio encantado.",
  "Ligue cada ponto com uma linha e descubra o bicho.",
  "O ponto de ônibus fica perto da escola.",
  "Mais de 1.500.000 desenhos coloridos, 1.000 por dia.",
  "Um coração ❤️ vermelho e uma estrela ⭐️ dourada.",
  "Família 👨‍👩‍👧 no parque.",
];

describe("stripLinks", () => {
  it.each(HOSTILE)("removes %s", (_name, input) => {
    const stripped = stripLinks(input);
    expect(stripped).not.toMatch(
      /evil|golpe|premio|rabisco|mal\.example|perfil|alert|base64|192\.|10\.0|10\.100|200\.200|0xC0|bit|wa\.me|t\.me|xn--|prmio/i,
    );
    // Every word left is an ordinary word.
    for (const word of stripped.split(/\s+/)) expect(isAddressLike(word), word).toBe(false);
  });

  it("keeps the sentence around an address, without a gap", () => {
    expect(stripLinks("Mais em desenhos-gratis.com e em pix.net.br.")).toBe("Mais em e em.");
    expect(stripLinks("Visite golpe.vip, e ganhe.")).toBe("Visite, e ganhe.");
    expect(stripLinks("Veja [o prêmio](https://mal.example) hoje.")).toBe("Veja o prêmio hoje.");
    expect(stripLinks("premio-rabisco.ru\nGato fofo")).toBe("\nGato fofo");
    expect(stripLinks("premio-rabisco.ru")).toBe("");
    // A domain ending split off by a space goes; the word before it is an ordinary word again.
    expect(stripLinks("Veja evil .com hoje.")).toBe("Veja evil hoje.");
  });

  it.each(REAL)("keeps %j exactly", (text) => {
    expect(stripLinks(text)).toBe(text);
  });

  it("has at least thirty hostile forms", () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });
});
