/** The error object of a Graph API answer (`{error: {...}}`), as far as we read it. */
export type GraphError = {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_data?: { details?: string };
};

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * What went wrong, in a pt-BR sentence that says what to do, for the Cloud API's documented error
 * codes (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes); unknown codes fall
 * back to a generic sentence. The API's own (English) words follow, for whoever opens a ticket.
 */
export const describeGraphError = ({
  status,
  error,
  template,
}: {
  status: number;
  error: GraphError | null;
  template: { name: string | null; language: string };
}): string => {
  const code = error?.code;
  const sub = error?.error_subcode;
  const reason = (() => {
    if (code === 190 || (status === 401 && code === undefined))
      return "A API do WhatsApp recusou o token de acesso: ele é inválido ou expirou. Gere um token de usuário do sistema no Gerenciador de Negócios da Meta e salve-o de novo.";
    if (code === 10 || (code !== undefined && code >= 200 && code <= 299))
      return "O token não tem permissão para enviar mensagens por este número. Confira se o aplicativo da Meta tem a permissão whatsapp_business_messaging para esta conta.";
    if (code === 100 && sub === 33)
      return "O identificador do número de telefone (Phone number ID) não existe ou o token não tem acesso a ele. Confira-o no painel do WhatsApp da Meta.";
    if (code === 131030)
      return "O número de destino não está na lista de números permitidos do número de teste. Inclua-o no painel do WhatsApp da Meta ou use um número de produção.";
    if (code === 131047)
      return "Passaram-se mais de 24 horas desde a última mensagem desta pessoa: fora dessa janela o WhatsApp só entrega modelos aprovados. Envie o modelo padrão.";
    if (code === 131026)
      return "A mensagem não pôde ser entregue: o número pode não ter WhatsApp ou ainda não aceitou os termos mais recentes do aplicativo.";
    if (code === 132000 || code === 132001)
      return `O modelo "${template.name ?? ""}" não existe no idioma ${template.language} ou ainda não foi aprovado pela Meta. Confira o nome e o idioma do modelo padrão.`;
    if (code === 133010)
      return "O número remetente ainda não está registrado na Cloud API. Conclua o registro do número no painel do WhatsApp da Meta.";
    if (code === 4 || code === 80007 || code === 130429 || code === 131056)
      return "A API limitou os envios por excesso de mensagens em pouco tempo. Aguarde alguns minutos e tente de novo.";
    if (code === 368 || code === 131031)
      return "A conta do WhatsApp Business está bloqueada ou restrita pela Meta. Veja os avisos da conta no Gerenciador de Negócios.";
    if (code === 100)
      return "A API recusou um dos dados enviados. Confira o número de destino, o Phone number ID e o modelo.";
    if (status === 401)
      return "A API do WhatsApp recusou o token de acesso. Gere um novo token e salve-o de novo.";
    if (status >= 500)
      return "A API do WhatsApp está com problemas no momento. Tente de novo em alguns minutos.";
    return "A API do WhatsApp recusou o envio.";
  })();
  const facts = [`HTTP ${status}`, ...(code === undefined ? [] : [`código ${code}${sub ? `/${sub}` : ""}`])];
  const said = error?.error_data?.details || error?.message;
  return `${reason} (${facts.join(", ")}${said ? `; resposta da API: "${clip(said)}"` : ""})`;
};

/** Why the API could not be reached, from the error fetch threw. */
export const describeUnreachable = ({ host, cause }: { host: string; cause: unknown }) => {
  const error = cause as { name?: string; cause?: { code?: string } };
  const code = error?.cause?.code;
  if (error?.name === "TimeoutError")
    return {
      status: 504,
      message: `A API do WhatsApp em ${host} não respondeu a tempo. Tente de novo em instantes.`,
    };
  const why =
    code === "ECONNREFUSED"
      ? "o servidor recusou a conexão"
      : code === "ENOTFOUND" || code === "EAI_AGAIN"
        ? "o endereço não foi encontrado"
        : code?.startsWith("ERR_TLS") || code?.includes("CERT")
          ? "o certificado de segurança (TLS) não é válido"
          : "a conexão falhou";
  return {
    status: 502,
    message: `Não foi possível falar com a API do WhatsApp em ${host}: ${why}. Confira a URL base da API e se este servidor tem acesso à internet.`,
  };
};
