/** Texts of the people and images imports (features/peopleimports), in both locales. */
export const peopleimportsPtBR = {
  peopleimports: {
    // Each count with its own words (1 pessoa nova, 2 pessoas novas): the sentence nests them by their numbers.
    counted: {
      create_zero: "{{count}} pessoas novas",
      create_one: "{{count}} pessoa nova",
      create_other: "{{count}} pessoas novas",
      update_zero: "{{count}} atualizadas",
      update_one: "{{count}} atualizada",
      update_other: "{{count}} atualizadas",
    },
    outcomes:
      '$t(peopleimports.counted.create, {"count": {{create}} }), $t(peopleimports.counted.update, {"count": {{update}} }), {{unchanged}} sem alterações.',
    manager: {
      title: "Importar atletas",
      description:
        "Envie uma planilha CSV ou XLSX com os atletas da entidade. Cada pessoa é vinculada a ela; quem já tem cadastro não tem os dados alterados.",
    },
    images: {
      title_users: "Importar fotos de pessoas",
      title_associations: "Importar escudos de entidades",
      description_users:
        "Envie um arquivo .zip com as fotos nomeadas pelo CPF da pessoa (por exemplo 12345678909.jpg). Cada foto vira a foto do cadastro, sem precisar de aprovação.",
      description_associations:
        "Envie um arquivo .zip com os escudos nomeados pelo CNPJ da entidade (por exemplo 12345678000195.png).",
      file_label: "Arquivo .zip",
      file_placeholder: "Escolha o arquivo .zip",
      file_help_users: "Fotos JPG, PNG, WebP ou GIF de até 10 MB cada; o .zip pode ter até 5.000 fotos.",
      file_help_associations:
        "Imagens JPG, PNG, WebP ou GIF de até 10 MB cada; o .zip pode ter até 5.000 imagens.",
      file_required: "Escolha o arquivo .zip com as imagens.",
      file_too_large: "O arquivo passa de 500 MB. Divida as imagens em arquivos menores.",
      send: "Enviar e aplicar",
      progress: "Envio do arquivo",
      sending: "Enviando o arquivo…",
      processing: "Conferindo e aplicando as imagens…",
      summary: "Resumo da importação",
      filter: "Mostrar",
      all: "Todos",
      table: "Arquivos do .zip",
      no_files: "Nenhum arquivo nesta situação.",
      columns: { file: "Arquivo", status: "Situação", detail: "Registro ou motivo" },
      status: {
        matched: "Aplicada",
        not_found: "Sem cadastro",
        invalid: "Inválida",
        skipped: "Ignorada",
      },
      counts: {
        matched_zero: "{{count}} aplicadas",
        matched_one: "{{count}} aplicada",
        matched_other: "{{count}} aplicadas",
        not_found: "{{count}} sem cadastro",
        invalid_zero: "{{count}} inválidas",
        invalid_one: "{{count}} inválida",
        invalid_other: "{{count}} inválidas",
        skipped_zero: "{{count}} ignoradas",
        skipped_one: "{{count}} ignorada",
        skipped_other: "{{count}} ignoradas",
      },
    },
  },
};

export const peopleimportsEn: typeof peopleimportsPtBR = {
  peopleimports: {
    counted: {
      create_zero: "{{count}} new people",
      create_one: "{{count}} new person",
      create_other: "{{count}} new people",
      update_zero: "{{count}} updated",
      update_one: "{{count}} updated",
      update_other: "{{count}} updated",
    },
    outcomes:
      '$t(peopleimports.counted.create, {"count": {{create}} }), $t(peopleimports.counted.update, {"count": {{update}} }), {{unchanged}} unchanged.',
    manager: {
      title: "Import athletes",
      description:
        "Send a CSV or XLSX spreadsheet with the association's athletes. Each person is linked to it; people already registered keep their data.",
    },
    images: {
      title_users: "Import people's photos",
      title_associations: "Import associations' shields",
      description_users:
        "Send a .zip file with the photos named by the person's CPF (for example 12345678909.jpg). Each photo becomes the record's photo, with no approval needed.",
      description_associations:
        "Send a .zip file with the shields named by the association's CNPJ (for example 12345678000195.png).",
      file_label: ".zip file",
      file_placeholder: "Choose the .zip file",
      file_help_users: "JPG, PNG, WebP or GIF photos up to 10 MB each; up to 5,000 photos per .zip.",
      file_help_associations: "JPG, PNG, WebP or GIF images up to 10 MB each; up to 5,000 images per .zip.",
      file_required: "Choose the .zip file with the images.",
      file_too_large: "The file is over 500 MB. Split the images into smaller files.",
      send: "Send and apply",
      progress: "File upload",
      sending: "Sending the file…",
      processing: "Checking and applying the images…",
      summary: "Import summary",
      filter: "Show",
      all: "All",
      table: "Files in the .zip",
      no_files: "No file with this outcome.",
      columns: { file: "File", status: "Outcome", detail: "Record or reason" },
      status: {
        matched: "Applied",
        not_found: "Not registered",
        invalid: "Invalid",
        skipped: "Ignored",
      },
      counts: {
        matched_zero: "{{count}} applied",
        matched_one: "{{count}} applied",
        matched_other: "{{count}} applied",
        not_found: "{{count}} not registered",
        invalid_zero: "{{count}} invalid",
        invalid_one: "{{count}} invalid",
        invalid_other: "{{count}} invalid",
        skipped_zero: "{{count}} ignored",
        skipped_one: "{{count}} ignored",
        skipped_other: "{{count}} ignored",
      },
    },
  },
};
