/** Everything the affiliate form says to people, in one place (product spec, sections 5 and 8). */
export const affiliateMessages = {
  nameRequired: "O nome completo é obrigatório",
  nameTooShort: "Escreva o nome completo, com pelo menos 3 letras",
  whatsappInvalid: "Informe um número válido com DDD",
  emailInvalid: "Informe um e-mail válido",
  fieldRequired: "Este campo é obrigatório",
  tooShort: (min: number) => `Escreva pelo menos ${min} caracteres`,
  tooLong: (max: number) => `Use no máximo ${max} caracteres`,
  duplicateTitle: "Solicitação já enviada",
  duplicate: "Você já enviou uma solicitação de afiliação. Aguarde nosso contato pelo WhatsApp.",
  checkFailedTitle: "Erro ao verificar dados",
  checkFailed: "Ocorreu um erro. Tente novamente.",
  submitFailedTitle: "Erro ao enviar formulário",
  submitFailed: "Ocorreu um erro. Tente novamente.",
  successTitle: "Formulário enviado com sucesso!",
  success: "Redirecionando para a área de afiliados…",
  rateLimited: "Muitas solicitações deste endereço.",
} as const;
