import { describe, expect, it } from "vitest";
import { MAX_SVG_ATTRIBUTES, MAX_SVG_DEPTH, scanSvg } from "./svg-scan.ts";

const svg = (body: string, attributes = 'width="10" height="10"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`;
const verdict = (text: string) => scanSvg(text).verdict;

describe("scanSvg", () => {
  it("accepts the XML an editor writes: declaration, DOCTYPE naming the SVG DTD, comments, CDATA, references", () => {
    const text =
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' +
      "<!-- Generator: Adobe Illustrator 27.0.0 -->\n" +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      svg(
        "<style><![CDATA[ .a { fill: url(#g) } ]]></style><title>Gato &amp; rato &#233; &#xE9;</title>" +
          '<g id="a"><rect class="a" width="5" height="5"/></g><?inkscape-note keep?>',
      ) +
      "\n<!-- end -->\n";
    expect(scanSvg(text)).toEqual({ verdict: "svg", embedded: [] });
  });

  it("lists the data: images it embeds, from href, xlink:href and url()", () => {
    const text = svg(
      '<image href="data:image/png;base64,AAAA"/><image xlink:href=" data:image/jpeg;base64,BBBB" xmlns:xlink="http://www.w3.org/1999/xlink"/>' +
        "<rect style=\"fill: url('data:image/webp;base64,CCCC')\"/>",
    );
    expect(scanSvg(text)).toEqual({
      verdict: "svg",
      embedded: ["data:image/png;base64,AAAA", "data:image/jpeg;base64,BBBB", "data:image/webp;base64,CCCC"],
    });
  });

  it.each([
    ["a script in another namespace prefix", '<x:script xmlns:x="urn:x">alert(1)</x:script>'],
    ["an upper-case event handler", '<rect ONLOAD="alert(1)"/>'],
    ["a javascript: link spelled with character references", '<a href="#x"><set to="&#106;ava&#x73;cript:alert(1)"/></a>'],
    ["a javascript: link broken by whitespace", '<a href="#x"><set to="java\n script:alert(1)"/></a>'],
    ["an external href spelled with a reference", '<image href="&#x68;ttps://evil.example/x.png"/>'],
    ["an @import in CDATA", "<style><![CDATA[@import 'https://evil.example/x.css';]]></style>"],
    ["an @import spelled with references", "<style>@&#105;mport 'https://evil.example/x.css';</style>"],
    ["an external url() in a style element", "<style>.a { fill: URL( 'https://evil.example/p.svg#g' ) }</style>"],
    ["a url() with no closing parenthesis", '<rect fill="url(#a"/>'],
    ["a url() with an unterminated quote", '<rect fill="url(\'#a)"/>'],
    ["an iframe", "<iframe/>"],
  ])("finds %s unsafe", (_label, body) => {
    expect(verdict(svg(body))).toBe("unsafe");
  });

  it("finds a stylesheet instruction, an entity declaration or an internal DTD subset unsafe", () => {
    expect(verdict(`<?xml-stylesheet href="x.css"?>${svg("")}`)).toBe("unsafe");
    expect(verdict(`<!DOCTYPE svg [<!ELEMENT svg ANY>]>${svg("")}`)).toBe("unsafe");
    expect(verdict(`${svg("<!-- <!EnTiTy x 'y'> -->")}`)).toBe("unsafe");
  });

  it.each([
    ["no root element", "<!-- nothing -->"],
    ["another root", "<html><body/></html>"],
    ["text before the root", `hello ${svg("")}`],
    ["a second root", `${svg("")}<svg/>`],
    ["a mismatched end tag", svg("<g></a>")],
    ["an unclosed element", '<svg xmlns="http://www.w3.org/2000/svg"><g>'],
    ["an unquoted attribute", svg("<rect width=10/>")],
    ["attributes without space between them", svg('<rect width="1"height="1"/>')],
    ["a < in an attribute value", svg('<rect id="a<b"/>')],
    ["an undefined entity", svg("<text>&nbsp;</text>")],
    ["an unterminated reference", svg('<rect id="a&b"/>')],
    ["a misplaced XML declaration", `\n<?xml version="1.0"?>${svg("")}`],
    ["CDATA outside the root", `<![CDATA[x]]>${svg("")}`],
    ["an unterminated comment", svg("<!-- x")],
    ["an unterminated DOCTYPE", '<!DOCTYPE svg "x'],
    ["a DOCTYPE with three literals", `<!DOCTYPE svg PUBLIC "a" "b" "c">${svg("")}`],
  ])("finds %s not an SVG document", (_label, text) => {
    expect(verdict(text)).toBe("not-svg");
  });

  it("stops at librsvg's nesting depth and attribute count", () => {
    const nested = (depth: number) => svg("<g>".repeat(depth - 1) + "</g>".repeat(depth - 1));
    expect(verdict(nested(MAX_SVG_DEPTH))).toBe("svg");
    expect(verdict(nested(MAX_SVG_DEPTH + 1))).toBe("unreadable");
    const attributes = (count: number) =>
      svg(`<rect ${Array.from({ length: count }, (_, index) => `a${index}="1"`).join(" ")}/>`);
    expect(verdict(attributes(MAX_SVG_ATTRIBUTES))).toBe("svg");
    expect(verdict(attributes(MAX_SVG_ATTRIBUTES + 1))).toBe("unreadable");
  });
});
