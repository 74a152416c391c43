import { describe, expect, it } from "vitest";
import { API, PUBLISHING, UPLOAD_MESSAGES } from "#src/lib/admin-contracts/messages.ts";
import { ApiError } from "./api.ts";
import {
  descriptionParagraphs,
  descriptionStats,
  entryLabel,
  outcomeOfError,
  outcomeOfResult,
  PENDING_ACCEPT,
  publishErrorReason,
  type UploadEntry,
  updateEntry,
  uploadQueue,
  uploadTally,
} from "./auto-publish.ts";

const png = (name: string, size = 1000) => ({ name, type: "image/png", size });

describe("PENDING_ACCEPT", () => {
  it("takes the drawings' image types", () => {
    expect(PENDING_ACCEPT).toBe("image/png,image/jpeg,image/svg+xml");
  });
});

describe("descriptionParagraphs", () => {
  it("splits on blank lines and drops empty paragraphs", () => {
    expect(descriptionParagraphs("Um.\n\nDois\ncontinua.\n  \n\nTrês.\n")).toEqual(["Um.", "Dois\ncontinua.", "Três."]);
  });

  it("gives nothing for a blank text", () => {
    expect(descriptionParagraphs("  \n\n ")).toEqual([]);
  });
});

describe("descriptionStats", () => {
  it("counts the trimmed characters and the words", () => {
    const stats = descriptionStats("  Pikachu surfando.\n\nÓtimo para colorir!  ");
    expect(stats.characters).toBe("Pikachu surfando.\n\nÓtimo para colorir!".length);
    expect(stats.words).toBe(5);
    expect(stats.paragraphs).toHaveLength(2);
  });

  it("counts nothing in an empty description", () => {
    expect(descriptionStats("")).toEqual({ paragraphs: [], characters: 0, words: 0 });
  });
});

describe("publishErrorReason", () => {
  it("reads the answer's error field", () => {
    const error = new ApiError(500, "Falhou", undefined, { error: "a IA falhou", message: "Falhou" });
    expect(publishErrorReason(error)).toBe("a IA falhou");
    expect(PUBLISHING.publishError(publishErrorReason(error))).toBe("Erro ao publicar desenho: a IA falhou");
  });

  it("gives the network's message when there was no answer", () => {
    expect(publishErrorReason(new ApiError(0, API.network))).toBe(API.network);
  });

  it("gives null (Erro desconhecido) without an error field", () => {
    const error = new ApiError(500, "HTTP 500", undefined, "<html>");
    expect(publishErrorReason(error)).toBeNull();
    expect(PUBLISHING.publishError(publishErrorReason(error))).toBe("Erro ao publicar desenho: Erro desconhecido");
    expect(publishErrorReason(new Error("x"))).toBeNull();
  });
});

describe("uploadQueue", () => {
  it("lists the files in order, waiting, with keys apart for equal names", () => {
    const queue = uploadQueue([png("a.png"), png("a.png")]);
    expect(queue.map((entry) => entry.state)).toEqual(["waiting", "waiting"]);
    expect(new Set(queue.map((entry) => entry.key)).size).toBe(2);
  });

  it("refuses at once what the browser can tell is not accepted", () => {
    const [text, big, svg] = uploadQueue([
      { name: "notas.txt", type: "text/plain", size: 10 },
      png("grande.png", 6 * 1024 * 1024),
      { name: "desenho.svg", type: "", size: 10 },
    ]);
    expect(text).toMatchObject({ state: "refused", message: UPLOAD_MESSAGES.unsupported });
    expect(big).toMatchObject({ state: "refused", message: UPLOAD_MESSAGES.tooLarge });
    expect(svg).toMatchObject({ state: "waiting", message: null });
  });
});

describe("updateEntry", () => {
  it("changes the one entry", () => {
    const queue = uploadQueue([png("a.png"), png("b.png")]);
    const next = updateEntry(queue, queue[1]?.key ?? "", { state: "uploading", message: null });
    expect(next.map((entry) => entry.state)).toEqual(["waiting", "uploading"]);
    expect(queue[1]?.state).toBe("waiting");
  });
});

const item = {
  id: "1",
  fileName: "a.png",
  url: "/a.png",
  size: 1,
  uploadedAt: "2026-01-01T00:00:00.000Z",
  attempts: 0,
  lastError: null,
  retryAfter: null,
};

describe("outcomeOfResult", () => {
  it("is uploaded when the file was stored", () => {
    expect(outcomeOfResult({ uploaded: [item], rejected: [] })).toEqual({ state: "uploaded", message: null });
  });

  it("is refused with the server's reason", () => {
    const message = PUBLISHING.duplicate("gato.webp");
    expect(outcomeOfResult({ uploaded: [], rejected: [{ fileName: "a.png", message }] })).toEqual({ state: "refused", message });
  });

  it("is failed when the answer says nothing about the file", () => {
    expect(outcomeOfResult({ uploaded: [], rejected: [] }).state).toBe("failed");
  });
});

describe("outcomeOfError", () => {
  it("reads the reason from a 422's rejected files", () => {
    const body = { message: "Nenhum arquivo aceito", rejected: [{ fileName: "a.png", message: PUBLISHING.duplicate("b.webp") }] };
    expect(outcomeOfError(new ApiError(422, body.message, undefined, body))).toEqual({
      state: "refused",
      message: 'Imagem repetida: igual a "b.webp"',
    });
  });

  it("falls back on the message of a refusal", () => {
    expect(outcomeOfError(new ApiError(415, UPLOAD_MESSAGES.unsupported))).toEqual({
      state: "refused",
      message: UPLOAD_MESSAGES.unsupported,
    });
    expect(outcomeOfError(new ApiError(413, "HTTP 413"))).toEqual({ state: "refused", message: UPLOAD_MESSAGES.tooLarge });
  });

  it("is failed for the network, a 5xx or anything else", () => {
    expect(outcomeOfError(new ApiError(0, API.network))?.state).toBe("failed");
    expect(outcomeOfError(new ApiError(500, API.internal))?.state).toBe("failed");
    expect(outcomeOfError(new TypeError("x"))?.state).toBe("failed");
  });

  it("stops on an expired session", () => {
    expect(outcomeOfError(new ApiError(401, API.unauthenticated))).toBeNull();
  });
});

describe("uploadTally and entryLabel", () => {
  const entries: UploadEntry[] = [
    { key: "0", name: "a", state: "waiting", message: null },
    { key: "1", name: "b", state: "uploading", message: null },
    { key: "2", name: "c", state: "uploaded", message: null },
    { key: "3", name: "d", state: "refused", message: "Imagem repetida" },
    { key: "4", name: "e", state: "failed", message: null },
  ];

  it("counts the states", () => {
    expect(uploadTally(entries)).toEqual({ total: 5, done: 3, uploaded: 1, refused: 1, failed: 1 });
  });

  it("labels each state", () => {
    expect(entries.map(entryLabel)).toEqual(["Aguardando", "Enviando...", "Enviado", "Imagem repetida", "Falha no envio"]);
  });
});
