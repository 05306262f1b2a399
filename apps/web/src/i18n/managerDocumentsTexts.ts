/** Texts of an association manager's screens for an athlete's documents and photo (features/managerdocuments). */
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
      "Documentos de saúde (atestados, exames) enviados pelo(a) atleta ou pela federação não aparecem aqui: só os que você enviou.",
    back: "Voltar aos atletas",
    form_create: "Enviar documento de {{name}}",
    form_edit: "Corrigir documento de {{name}}",
    image: {
      title: "Foto de {{name}}",
      description: "A foto enviada passa a valer depois de aprovada pela federação.",
      has: "O(a) atleta já tem uma foto aprovada.",
      none: "O(a) atleta ainda não tem foto aprovada.",
      pending: "Uma foto aguarda aprovação da federação.",
      submitted_at: "Enviada em {{date}}.",
      sent: "Foto enviada. Ela passa a valer depois de aprovada pela federação.",
      to_documents: "Documentos do(a) atleta",
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
      "Health documents (certificates, exams) sent by the athlete or by the federation do not show here: only the ones you sent.",
    back: "Back to the athletes",
    form_create: "Send a document of {{name}}",
    form_edit: "Correct a document of {{name}}",
    image: {
      title: "Photo of {{name}}",
      description: "The photo you send is used once the federation approves it.",
      has: "The athlete already has an approved photo.",
      none: "The athlete has no approved photo yet.",
      pending: "A photo is waiting for the federation's approval.",
      submitted_at: "Sent on {{date}}.",
      sent: "Photo sent. It is used once the federation approves it.",
      to_documents: "The athlete's documents",
    },
  },
};
