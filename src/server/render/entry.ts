import { createApp } from "astro/app/entrypoint";
const app = createApp({ streaming: false });
export async function renderPath(path: string) {
  const res = await app.render(new Request(new URL(path, "http://localhost")));
  return { status: res.status, html: await res.text() };
}
