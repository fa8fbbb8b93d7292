import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import {
  authEndpoints,
  type SignInStart,
  type SignInVerify,
  signInStartSchema,
  signInVerifySchema,
} from "@tostao/core/auth/endpoints";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { callApi } from "~/lib/api-client";
import { apiErrorMessage } from "./api-error-message";
import { useResetPersonSession } from "./use-person-session";

type CodeSent = Awaited<ReturnType<typeof callApi<typeof authEndpoints.start>>>;

/**
 * Phone, then the one-time code sent to that WhatsApp: the one sign-in of /chat and /painel.
 * `idPrefix` keeps the ids unique when the form is on a page with other forms.
 */
export function SignInForm({ idPrefix = "sign-in" }: { idPrefix?: string }) {
  const [sent, setSent] = useState<CodeSent | null>(null);
  return sent ? (
    <CodeStep idPrefix={idPrefix} sent={sent} onChangePhone={() => setSent(null)} />
  ) : (
    <PhoneStep idPrefix={idPrefix} onSent={setSent} />
  );
}

function PhoneStep({ idPrefix, onSent }: { idPrefix: string; onSent: (sent: CodeSent) => void }) {
  const form = useForm<SignInStart>({
    resolver: zodResolver(signInStartSchema),
    defaultValues: { phone: "" },
  });
  const start = useMutation({
    mutationFn: (body: SignInStart) => callApi(authEndpoints.start, { body }),
    onSuccess: onSent,
  });
  const error =
    form.formState.errors.phone?.message ?? (start.isError ? apiErrorMessage(start.error) : undefined);
  return (
    <form onSubmit={form.handleSubmit((body) => start.mutate(body))} className="space-y-3" noValidate>
      <FormField id={`${idPrefix}-phone`} label="Seu número de WhatsApp" error={error}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(11) 91234-5678"
          {...form.register("phone")}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={start.isPending}>
        {start.isPending ? "Enviando…" : "Receber código"}
      </Button>
    </form>
  );
}

function CodeStep({
  idPrefix,
  sent,
  onChangePhone,
}: {
  idPrefix: string;
  sent: CodeSent;
  onChangePhone: () => void;
}) {
  const resetSession = useResetPersonSession();
  const form = useForm<SignInVerify>({
    resolver: zodResolver(signInVerifySchema),
    defaultValues: { phone: sent.phone, code: "" },
  });
  const verify = useMutation({
    mutationFn: (body: SignInVerify) => callApi(authEndpoints.verify, { body }),
    onSuccess: resetSession,
  });
  const code = form.register("code");
  const error =
    form.formState.errors.code?.message ?? (verify.isError ? apiErrorMessage(verify.error) : undefined);
  return (
    <form onSubmit={form.handleSubmit((body) => verify.mutate(body))} className="space-y-3" noValidate>
      <p className="rounded-lg bg-muted p-3 text-sm" role="status">
        {sent.delivery === "whatsapp"
          ? `Enviamos um código de 6 dígitos pelo WhatsApp para ${sent.phone}.`
          : `Geramos um código de 6 dígitos para ${sent.phone}.`}{" "}
        Ele vale por {sent.expiresInMinutes} minutos.
      </p>
      <FormField id={`${idPrefix}-code`} label="Código de acesso" error={error}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="000000"
          {...code}
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, "");
            void code.onChange(event);
          }}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? "Entrando…" : "Entrar"}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onChangePhone}>
        Usar outro número
      </Button>
    </form>
  );
}
