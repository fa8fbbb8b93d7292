import { afterEach, describe, expect, it, vi } from "vitest";
import { outcomeToast, submitApplication } from "./submit-application";

const application = {
  name: "Maria da Silva",
  whatsapp: "5511987654321",
  email: "maria@example.com",
  currentWork: "Social media",
  experienceDetails: "Tráfego pago",
  audienceChannels: "Instagram",
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("submitApplication", () => {
  it("posts the application as JSON and reads 201 as success", async () => {
    answer(201, { id: 1, status: "pending" });
    expect(await submitApplication(application)).toEqual({ kind: "success" });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe("/api/affiliates/applications");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual(application);
  });

  it.each([
    [409, { error: { code: "duplicate_application", message: "x" } }, { kind: "duplicate" }],
    [503, { error: { code: "check_failed", message: "x" } }, { kind: "check_failed" }],
    [503, { error: { code: "unavailable", message: "x" } }, { kind: "failed" }],
    [500, { error: { code: "internal", message: "x" } }, { kind: "failed" }],
    [429, { error: { code: "rate_limited", message: "x" } }, { kind: "failed" }],
    [
      400,
      { error: { code: "validation", message: "x", fields: { email: "Informe um e-mail válido" } } },
      { kind: "failed", fields: { email: "Informe um e-mail válido" } },
    ],
  ])("reads %i %j as %j", async (status, body, expected) => {
    answer(status, body);
    expect(await submitApplication(application)).toEqual(expected);
  });

  it("reads a network failure as a failed submission", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await submitApplication(application)).toEqual({ kind: "failed" });
  });
});

describe("outcomeToast", () => {
  it("uses the exact texts of the spec", () => {
    expect(outcomeToast({ kind: "success" })).toEqual({
      title: "Formulário enviado com sucesso!",
      description: "Redirecionando para a área de afiliados…",
      variant: "default",
    });
    expect(outcomeToast({ kind: "duplicate" })).toEqual({
      title: "Solicitação já enviada",
      description: "Você já enviou uma solicitação de afiliação. Aguarde nosso contato pelo WhatsApp.",
      variant: "destructive",
    });
    expect(outcomeToast({ kind: "check_failed" })).toEqual({
      title: "Erro ao verificar dados",
      description: "Ocorreu um erro. Tente novamente.",
      variant: "destructive",
    });
    expect(outcomeToast({ kind: "failed" })).toEqual({
      title: "Erro ao enviar formulário",
      description: "Ocorreu um erro. Tente novamente.",
      variant: "destructive",
    });
  });
});
