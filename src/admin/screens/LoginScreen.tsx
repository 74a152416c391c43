import { type SubmitEvent, useRef, useState } from "react";
import { LOGIN } from "#src/lib/admin-contracts/messages.ts";
import { type LoginValues, loginSchema } from "#src/lib/admin-contracts/schemas.ts";
import { HOME_PATH } from "#src/lib/urls.ts";
import { isApiError } from "../lib/api.ts";
import { type FieldErrors, validateForm } from "../lib/validation.ts";
import { useDocumentTitle } from "../router.tsx";
import { useSession } from "../session.tsx";
import { Button } from "../ui/Button.tsx";
import { Input } from "../ui/Input.tsx";
import { useToast } from "../ui/Toast.tsx";

/** Wrong e-mail or password: better-auth answers 401 (or 400 for a malformed e-mail). */
const WRONG_CREDENTIALS = [400, 401, 422];

/** /admin: e-mail and password; on success the app redirects to the drawings list. */
export function LoginScreen() {
  useDocumentTitle();
  const { signIn } = useSession();
  const toast = useToast();
  const [values, setValues] = useState<LoginValues>({ email: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<LoginValues>>({});
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(loginSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      (result.errors.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await signIn(result.data.email, result.data.password);
      toast.toast({ title: LOGIN.successTitle, description: LOGIN.successDescription });
    } catch (error) {
      setBusy(false);
      let description: string = LOGIN.unexpected;
      if (isApiError(error, ...WRONG_CREDENTIALS)) description = LOGIN.wrongCredentials;
      else if (isApiError(error, 429)) description = error.message.startsWith("HTTP ") ? LOGIN.throttled : error.message;
      else console.error("Sign-in failed", error);
      toast.toast({ title: LOGIN.errorTitle, description, variant: "destructive" });
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-6 text-center">
          <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">Rabisco</p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900">Painel Administrativo</h1>
          <p className="mt-2 text-sm text-slate-600">Entre com seu e-mail e senha para acessar.</p>
        </div>
        <form noValidate onSubmit={submit} className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <Input
            ref={emailInput}
            label="E-mail"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={values.email}
            error={errors.email}
            onChange={(event) => setValues({ ...values, email: event.target.value })}
          />
          <Input
            ref={passwordInput}
            label="Senha"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            error={errors.password}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
          />
          <Button type="submit" loading={busy} className="w-full">
            {busy ? "Entrando..." : "Entrar"}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm">
          <a href={HOME_PATH} className="font-medium text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline">
            Voltar ao site
          </a>
        </p>
      </div>
    </main>
  );
}
