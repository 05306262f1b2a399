/** Texts of the public search screens and their settings tab (features/publicsearch), in both locales. */
export const publicSearchPtBR = {
  publicsearch: {
    description: {
      users: "Atletas e pessoas que autorizaram aparecer na busca pública.",
      associations: "Entidades filiadas aprovadas.",
      documents: "Documentos publicados pela federação.",
    },
    search_label: {
      users: "Buscar pelo nome",
      associations: "Buscar pelo nome ou sigla",
      documents: "Buscar por título, número ou assunto",
    },
    type_more: "Digite ao menos 3 letras do nome para buscar.",
    empty_title: "Nada encontrado",
    empty_text: "Confira a grafia ou tente outra parte do nome.",
    born: "Nascido(a) em {{year}}",
    registration: "Matrícula {{number}}",
    photo_of: "Foto de {{name}}",
    shield_of: "Escudo de {{name}}",
    issued_on: "Emitido em {{date}}",
    valid_until: "Válido até {{date}}",
    download: "Baixar",
    download_of: "Baixar {{title}}",
    settings: {
      intro:
        "Escolha o que cada busca pública mostra a quem entrou no portal. Pessoas só aparecem se autorizaram (consentimento de perfil público) e são mostradas pelo nome social aprovado, quando houver.",
      users: "Busca de pessoas",
      associations: "Busca de entidades",
      documents: "Busca de documentos",
      enabled: "Habilitada",
      fields: "Campos mostrados (além do nome)",
      documents_help: "Mostra os documentos marcados como públicos.",
    },
  },
};

export const publicSearchEn: typeof publicSearchPtBR = {
  publicsearch: {
    description: {
      users: "Athletes and people who agreed to appear in the public search.",
      associations: "Approved affiliated associations.",
      documents: "Documents published by the federation.",
    },
    search_label: {
      users: "Search by name",
      associations: "Search by name or short name",
      documents: "Search by title, number or subject",
    },
    type_more: "Type at least 3 letters of the name to search.",
    empty_title: "Nothing found",
    empty_text: "Check the spelling or try another part of the name.",
    born: "Born in {{year}}",
    registration: "Registration {{number}}",
    photo_of: "Photo of {{name}}",
    shield_of: "Shield of {{name}}",
    issued_on: "Issued on {{date}}",
    valid_until: "Valid until {{date}}",
    download: "Download",
    download_of: "Download {{title}}",
    settings: {
      intro:
        "Choose what each public search shows to logged-in people. People appear only if they agreed (public profile consent) and are shown by their approved social name, when they have one.",
      users: "People search",
      associations: "Associations search",
      documents: "Documents search",
      enabled: "Enabled",
      fields: "Fields shown (besides the name)",
      documents_help: "Shows the documents marked as public.",
    },
  },
};
