/**
 * Texts of the screens for a person's documents and photo kept by an association's manager, a team's
 * responsible or a school's coordinator (features/managerdocuments); `{{person}}` is the scope's noun.
 */
export const managerDocumentsPtBR = {
  managerdocuments: {
    title: "Documentos de {{name}}",
    new: "Enviar documento",
    photo: "Foto",
    documents: "Documentos",
    documents_of: "Documentos de {{name}}",
    photo_of: "Foto de {{name}}",
    sent: "Documentos enviados",
    health_hint:
      "Documentos de saúde (atestados, exames) enviados pelo(a) {{person}} ou pela federação não aparecem aqui: só os que você enviou.",
    form_create: "Enviar documento de {{name}}",
    form_edit: "Corrigir documento de {{name}}",
    image: {
      title: "Foto de {{name}}",
      description: "A foto enviada passa a valer depois de aprovada pela federação.",
      has: "O(a) {{person}} já tem uma foto aprovada.",
      none: "O(a) {{person}} ainda não tem foto aprovada.",
      pending: "Uma foto aguarda aprovação da federação.",
      submitted_at: "Enviada em {{date}}.",
      sent: "Foto enviada. Ela passa a valer depois de aprovada pela federação.",
      to_documents: "Documentos do(a) {{person}}",
    },
    scopes: {
      association: { person: "atleta", back: "Voltar aos atletas", back_team: "Voltar à equipe" },
      team: { person: "integrante", back: "Voltar à equipe" },
      school: { person: "aluno(a)", back: "Voltar" },
    },
  },
};

export const managerDocumentsEn: typeof managerDocumentsPtBR = {
  managerdocuments: {
    title: "Documents of {{name}}",
    new: "Send a document",
    photo: "Photo",
    documents: "Documents",
    documents_of: "Documents of {{name}}",
    photo_of: "Photo of {{name}}",
    sent: "Documents sent",
    health_hint:
      "Health documents (certificates, exams) sent by the {{person}} or by the federation do not show here: only the ones you sent.",
    form_create: "Send a document of {{name}}",
    form_edit: "Correct a document of {{name}}",
    image: {
      title: "Photo of {{name}}",
      description: "The photo you send is used once the federation approves it.",
      has: "The {{person}} already has an approved photo.",
      none: "The {{person}} has no approved photo yet.",
      pending: "A photo is waiting for the federation's approval.",
      submitted_at: "Sent on {{date}}.",
      sent: "Photo sent. It is used once the federation approves it.",
      to_documents: "The {{person}}'s documents",
    },
    scopes: {
      association: { person: "athlete", back: "Back to the athletes", back_team: "Back to the team" },
      team: { person: "team member", back: "Back to the team" },
      school: { person: "student", back: "Back" },
    },
  },
};
