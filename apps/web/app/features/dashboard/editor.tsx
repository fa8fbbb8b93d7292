import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useListFeedback } from "~/features/dashboard/editable-list";
import { ErrorAlert } from "~/features/dashboard/error-alert";

/**
 * The save of an editor form: on success it closes the dialog (`onDone`), confirms with a toast
 * (`done` names what happened) and refetches; a refusal stays in the form (see EditorForm).
 */
function useEditorSave<V, R>(
  save: (values: V) => Promise<R>,
  onDone: () => void,
  done: (result: R) => string,
) {
  const { refresh } = useListFeedback();
  return useMutation({
    mutationFn: save,
    onSuccess: (result) => {
      onDone();
      return refresh(done(result), result);
    },
  });
}

/**
 * An editor dialog's form state: react-hook-form checked by the core zod schema, and the save
 * (see useEditorSave). Hand the result to EditorForm; `errors` are the fields' pt-BR messages.
 */
export function useEditorForm<In extends FieldValues, Out, R>({
  schema,
  defaults,
  save,
  onDone,
  done,
}: {
  schema: z.ZodType<Out, In>;
  defaults: DefaultValues<In>;
  save: (values: Out) => Promise<R>;
  onDone: () => void;
  done: (result: R) => string;
}) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues: defaults });
  const mutation = useEditorSave(save, onDone, done);
  const errors = form.formState.errors;
  return {
    form,
    errors,
    save: mutation,
    onSubmit: form.handleSubmit((values) => mutation.mutate(values)),
    /** A field's wiring for TextField / MoneyField: `<TextField id label {...field("name")} />`. */
    field: (name: Path<In>): FieldBinding => ({
      field: form.register(name),
      error: form.getFieldState(name, form.formState).error?.message,
    }),
  };
}

/** An editor dialog's form: the fields, then the API's refusal in words and the Salvar button. */
export function EditorForm({
  editor,
  children,
}: {
  editor: { onSubmit: () => void; save: { isPending: boolean; error: unknown } };
  children: ReactNode;
}) {
  const { save } = editor;
  return (
    <form onSubmit={editor.onSubmit} className="grid gap-3" noValidate>
      {children}
      <ErrorAlert error={save.error} className="text-sm" />
      <Button type="submit" disabled={save.isPending}>
        Salvar
      </Button>
    </form>
  );
}

type FieldBinding = {
  /** What `form.register(name)` returned. */
  field: UseFormRegisterReturn;
  error?: string;
};

type TextFieldProps = FieldBinding & {
  id: string;
  label: string;
} & Omit<ComponentPropsWithoutRef<"input">, "id">;

/** A labelled text input (date, month, number...) with its error; the browser does not autofill it. */
export function TextField({ id, label, error, field, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input autoComplete="off" {...input} {...field} />
    </FormField>
  );
}

/** An amount in reais ("1.234,56"), as the core schemas parse it. */
export function MoneyField(props: TextFieldProps) {
  return <TextField inputMode="decimal" placeholder="0,00" {...props} />;
}

/** Two fields side by side. */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-3">{children}</div>;
}

type Named = { id: string; label: string; name: string };

/**
 * An editor form ending in an amount and a date side by side (a deposit, a purchase, a goal's
 * target and deadline); `children` are the fields above them.
 */
export function AmountDateForm<N extends string>({
  editor,
  amount,
  date,
  hint,
  children,
}: {
  editor: Parameters<typeof EditorForm>[0]["editor"] & { field: (name: N) => FieldBinding };
  amount: Named & { name: N };
  date: Named & { name: N; type?: "date" | "month" };
  /** A line above the fields on what saving does. */
  hint?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <EditorForm editor={editor}>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      {children}
      <FieldPair>
        <MoneyField id={amount.id} label={amount.label} {...editor.field(amount.name)} />
        <TextField id={date.id} label={date.label} type={date.type ?? "date"} {...editor.field(date.name)} />
      </FieldPair>
    </EditorForm>
  );
}
