import type { AffiliateApplication, AffiliateApplicationInput } from "@tostao/core";
import { affiliateApplicationFields } from "@tostao/core/affiliates/fields";
import { useEffect, useRef } from "react";
import { type Resolver, type UseFormRegisterReturn, useForm, useWatch } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { island } from "~/islands/island";
import { publicConfig } from "~/lib/public-config";
import { toast } from "~/lib/use-toast";
import { approvalPromise, FORM_ID } from "./copy";
import { outcomeToast, submitApplication } from "./submit-application";

/** Long enough to read the success toast before leaving for the affiliate area. */
const REDIRECT_DELAY_MS = 1800;

/**
 * zodResolver over the shared core schema, loaded after the page paints: zod is most of the
 * form's weight and nobody types in the first second.
 */
const resolver: Resolver<AffiliateApplicationInput, unknown, AffiliateApplication> = async (
  values,
  context,
  options,
) => {
  const [{ zodResolver }, { affiliateApplicationSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@tostao/core/affiliates/application-schema"),
  ]);
  return zodResolver(affiliateApplicationSchema)(values, context, options);
};

const empty: AffiliateApplicationInput = {
  name: "",
  whatsapp: "",
  email: "",
  currentWork: "",
  experienceDetails: "",
  audienceChannels: "",
};

type FieldName = keyof AffiliateApplicationInput;

interface FieldProps {
  name: FieldName;
  label: string;
  hint?: string;
  error?: string;
  multiline?: boolean;
  inputProps?: Record<string, string>;
  registration: UseFormRegisterReturn<FieldName>;
}

function Field({ name, label, hint, error, multiline, inputProps, registration }: FieldProps) {
  const control = { "aria-required": true, ...inputProps, ...registration };
  return (
    <FormField id={`affiliate-${name}`} label={label} hint={hint} error={error} roomy>
      {multiline ? <Textarea rows={3} {...control} /> : <Input {...control} />}
    </FormField>
  );
}

function Form() {
  const form = useForm<AffiliateApplicationInput, unknown, AffiliateApplication>({
    resolver,
    mode: "onTouched",
    defaultValues: empty,
  });
  const { errors, isSubmitting, isValid } = form.formState;
  const values = useWatch({ control: form.control });
  const anyEmpty = affiliateApplicationFields.some((field) => (values[field] ?? "").trim() === "");
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const onSubmit = form.handleSubmit(async (application) => {
    const outcome = await submitApplication(application);
    toast(outcomeToast(outcome));
    if (outcome.kind === "success") {
      form.reset(empty);
      redirect.current = setTimeout(
        () => window.location.assign(publicConfig.affiliateAreaUrl),
        REDIRECT_DELAY_MS,
      );
      return;
    }
    if (outcome.kind === "failed" && outcome.fields) {
      for (const [field, message] of Object.entries(outcome.fields)) {
        if ((affiliateApplicationFields as readonly string[]).includes(field)) {
          form.setError(field as FieldName, { type: "server", message });
        }
      }
    }
  });

  const field = (name: FieldName) => ({
    name,
    error: errors[name]?.message,
    registration: form.register(name),
  });

  return (
    <section
      id={FORM_ID}
      aria-labelledby="affiliate-form-title"
      className="scroll-mt-20 bg-muted/60 px-4 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-2xl">
        <h2 id="affiliate-form-title" className="text-center text-3xl font-extrabold sm:text-4xl">
          Torne-se afiliado agora
        </h2>
        <p className="mt-3 text-center text-muted-foreground">Preencha os dados abaixo. {approvalPromise}</p>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="affiliate-form-title"
          className="mt-8 space-y-5 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
        >
          <Field {...field("name")} label="Nome completo" inputProps={{ autoComplete: "name" }} />
          <Field
            {...field("whatsapp")}
            label="WhatsApp com DDD"
            inputProps={{
              type: "tel",
              inputMode: "tel",
              autoComplete: "tel",
              placeholder: "(11) 98765-4321",
            }}
          />
          <Field
            {...field("email")}
            label="E-mail"
            inputProps={{ type: "email", autoComplete: "email", placeholder: "voce@exemplo.com" }}
          />
          <Field
            {...field("currentWork")}
            label="Com o que você trabalha hoje?"
            inputProps={{ placeholder: "Ex.: social media, vendedora, estudante" }}
          />
          <Field
            {...field("experienceDetails")}
            label="Você já trabalha com marketing digital ou vendas on-line?"
            hint="Conte sua experiência, mesmo que esteja começando agora."
            multiline
          />
          <Field
            {...field("audienceChannels")}
            label="Onde você pretende divulgar o Tostão?"
            hint="Ex.: Instagram, TikTok, YouTube, grupos de WhatsApp, blog."
            multiline
          />
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || !isValid || anyEmpty}>
            {isSubmitting ? "ENVIANDO…" : "ENVIAR FORMULÁRIO"}
          </Button>
          <p className="text-center text-xs text-muted-foreground">
            Usamos seus dados só para analisar a solicitação e falar com você. Veja a{" "}
            <a href="/politicadeprivacidade" className="font-semibold text-primary underline">
              Política de privacidade
            </a>
            .
          </p>
        </form>
      </div>
    </section>
  );
}

export const ApplicationForm = island("affiliate-form", Form, { toasts: true });
