import { adminScreensPtBR } from "./adminScreensPtBR.ts";
import { associationRegistersPtBR } from "./associationRegistersTexts.ts";
import { associationsPtBR } from "./associationsTexts.ts";
import { billsPtBR } from "./billsTexts.ts";
import { competitionRegistrationsPtBR } from "./competitionRegistrationsTexts.ts";
import { competitionsPtBR } from "./competitionsTexts.ts";
import { disciplinePtBR } from "./disciplineTexts.ts";
import { documentsPtBR } from "./documentsTexts.ts";
import { heatsPtBR } from "./heatsTexts.ts";
import { importsPtBR } from "./importsTexts.ts";
import { managerDocumentsPtBR } from "./managerDocumentsTexts.ts";
import { myAreaPtBR } from "./myAreaTexts.ts";
import { myFinancesPtBR } from "./myFinancesTexts.ts";
import { olympicsPtBR } from "./olympicsTexts.ts";
import { parqsPtBR } from "./parqsTexts.ts";
import { paymentsPtBR } from "./paymentsTexts.ts";
import { peopleimportsPtBR } from "./peopleimportsTexts.ts";
import { peoplePtBR } from "./peopleTexts.ts";
import { publicCompetitionsPtBR } from "./publicCompetitionsTexts.ts";
import { publicSearchPtBR } from "./publicSearchTexts.ts";
import { publicSitePtBR } from "./publicSitePtBR.ts";
import { refereesPtBR } from "./refereesTexts.ts";
import { registersPeoplePtBR } from "./registersPeopleTexts.ts";
import { registersReviewPtBR } from "./registersReviewTexts.ts";
import { regulationsPtBR } from "./regulationsTexts.ts";
import { schedulesPtBR } from "./schedulesTexts.ts";
import { schoolsPtBR } from "./schoolsTexts.ts";
import { startPtBR } from "./startTexts.ts";
import { teamsPtBR } from "./teamsTexts.ts";
import { titlesPtBR } from "./titlesPtBR.ts";

/**
 * The pt-BR texts of every screen but the first ones (firstScreensPtBR.ts): loaded with the route table
 * and with the lazy parts of the first screens (i18n/screenTexts.ts), so the login does not download them.
 */
export const screenTextsPtBR = {
  // The denied and disabled screens, and the loading states of a record's screens.
  errors: {
    denied: {
      title: "Você não tem acesso a esta página",
      description: "O seu papel neste portal não inclui a permissão necessária para abrir esta área.",
      advice:
        "Se você precisa deste acesso, peça a um administrador da sua federação que inclua a permissão no seu papel.",
    },
    disabled: {
      title: "Este módulo não está ativo",
      description: "A área que você tentou abrir faz parte de um módulo que não está ativo {{for_tenant}}.",
      advice: "Se a sua federação precisa deste recurso, fale com a administração do portal para ativá-lo.",
    },
  },
  loading: {
    failed_title: "Não foi possível carregar",
    not_found_title: "Registro não encontrado",
    not_found_advice: "Ele pode ter sido excluído, ou o endereço está incompleto.",
  },
  // The header, the drawer and the language choice.
  shell: {
    open_menu: "Abrir menu",
    close_menu: "Fechar menu",
    home_link: "{{name}}, página inicial",
    online: "Online",
    offline: "Sem conexão",
    dark_mode: "Ativar modo escuro",
    light_mode: "Ativar modo claro",
    user_menu: "Menu de {{name}}",
  },
  menu: { main: "Portal" },
  languages: { "pt-BR": "Português (Brasil)", en: "English" },
  // The connect screen (a device not yet tied to a federation).
  connect: {
    title: "Conectar à sua federação",
    description: "Informe o código do cliente que a sua federação, associação ou clube divulgou.",
    code: "Código do cliente",
    code_required: "Informe o código do cliente.",
    submit: "Conectar",
    unknown_code: "Não encontramos nenhum cliente com este código. Confira e tente de novo.",
    error_unknown:
      "Este endereço não está ligado a nenhuma federação. Informe o código do cliente para continuar.",
    error_unreachable: "Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.",
  },
  // The login's other forms, the staff check and the password fields (the login's own are first).
  auth: {
    logout: "Sair",
    forgot: {
      title: "Recuperar a senha",
      login: "CPF ou e-mail",
      help: "Enviaremos um link para redefinir a senha ao e-mail do cadastro.",
      submit: "Enviar link",
      back: "Voltar para o login",
      sent: "Se houver um cadastro com esses dados, enviamos um link de redefinição ao e-mail dele. O link vale por 1 hora.",
    },
    reset: {
      title: "Criar nova senha",
      submit: "Salvar nova senha",
      done: "Senha redefinida. Entre com a nova senha.",
    },
    password: {
      description: "Ao trocar a senha, as outras sessões abertas com a sua conta são encerradas.",
      current: "Senha atual",
      current_required: "Informe a senha atual.",
      new: "Nova senha",
      rules: "Use pelo menos 8 caracteres; frases longas são mais seguras.",
      confirmation: "Confirme a nova senha",
      mismatch: "As senhas não conferem.",
      length: "A senha deve ter entre {{min}} e {{max}} caracteres.",
      submit: "Alterar senha",
      changed: "Senha alterada. As outras sessões foram encerradas.",
    },
    check: {
      description:
        "Peça à pessoa que digite o próprio login e senha neste aparelho para confirmar a identidade. Nenhuma sessão é aberta.",
      submit: "Confirmar identidade",
      confirmed: "Identidade confirmada.",
      verified: "Cadastro verificado em {{date}}",
      not_verified: "Cadastro ainda não verificado",
      again: "Verificar outra pessoa",
    },
  },
  // The start page (home), which waits for these texts too.
  ...startPtBR,
  titles: titlesPtBR,
  home: {
    greeting: "Olá, {{name}}!",
    subtitle: "Bem-vindo ao portal {{of_tenant}}.",
    debt_title: "Pendência com a plataforma",
    debt_text:
      "Há pagamentos em aberto deste portal com a plataforma Quadra. Regularize para evitar a suspensão dos serviços.",
    read_only_title: "Portal em modo somente leitura",
    read_only_text: "Até {{date}} é possível consultar, mas não alterar informações.",
    shortcuts: "Atalhos",
  },
  // Administration screens that are not plain lists: their own file keeps this one readable.
  ...adminScreensPtBR,
  // The public site, the embed screen and the seed screen.
  ...publicSitePtBR,
  // People's and associations' documents and the menu's approval badges.
  ...documentsPtBR,
  // The personal area (/my) and the privacy screens (LGPD).
  ...myAreaPtBR,
  // The imports, import rows and jobs screens.
  ...importsPtBR,
  ...peopleimportsPtBR,
  // The staff register of people (records/users).
  ...peoplePtBR,
  // PAR-Q and the public search.
  ...parqsPtBR,
  ...publicSearchPtBR,
  // The referee department: the appointment board, its costs and a referee's own appointments.
  ...refereesPtBR,
  // The associations screens (staff queues, the managers' area, claims).
  ...associationsPtBR,
  ...managerDocumentsPtBR,
  // Teams: /my/teams and the managers' /my/associations/teams.
  ...teamsPtBR,
  // Schools seen from /my: coordinators, the running association's managers, guardians.
  ...schoolsPtBR,
  // The competition director's screens, and the tables and brackets the public pages reuse.
  ...competitionsPtBR,
  ...heatsPtBR,
  ...olympicsPtBR,
  ...schedulesPtBR,
  // Issue 14's people screens: sheet players, registered players, documents lacking, rankings.
  ...disciplinePtBR,
  // Teams entered by associations: the managers' open competitions and the staff's pending teams.
  ...competitionRegistrationsPtBR,
  // The public competition pages (/public/open/competitions…).
  ...publicCompetitionsPtBR,
  // The regulations' point table and criteria lists, and the presets.
  ...regulationsPtBR,
  // The payers' finances (/my/personalfinances, /my/associations/finances) and the finance reports.
  ...myFinancesPtBR,
  // The registers' screens for visitors and people (open request, /my/registers, contract check, card).
  ...registersPeoplePtBR,
  // The association's register screens (/my/associations/registers/:id…).
  ...associationRegistersPtBR,
  // The staff's registers screens (a type's cockpit, the requests' review, entries, contracts).
  ...registersReviewPtBR,
  ...paymentsPtBR,
  ...billsPtBR,
  pagination: {
    first: "Primeira página",
    previous: "Página anterior",
    next: "Próxima página",
    last: "Última página",
    total_zero: "{{formatted}} registros",
    total_one: "{{formatted}} registro",
    total_other: "{{formatted}} registros",
    total_capped: "Mais de {{formatted}} registros",
    per_page: "Registros por página",
    per_page_choice: "{{count}} por página",
  },
  preferences: {
    title: "Preferências",
    language: "Idioma",
    notification_position: "Posição dos avisos",
    notification_position_help: "Onde as mensagens do sistema aparecem na tela deste aparelho.",
    dark_mode: "Modo escuro",
    switch_client: "Trocar de cliente",
    switch_client_help: "Sai da conta e deste cliente; em seguida informe outro código de cliente.",
  },
  positions: {
    "top-left": "Superior esquerda",
    "top-right": "Superior direita",
    "bottom-left": "Inferior esquerda",
    "bottom-right": "Inferior direita",
    top: "Topo, ao centro",
    bottom: "Rodapé, ao centro",
    left: "Esquerda, ao meio",
    right: "Direita, ao meio",
    center: "Centro da tela",
  },
  colors: {
    blue: "Azul",
    cyan: "Ciano",
    teal: "Verde-azulado",
    green: "Verde",
    lime: "Verde-limão",
    yellow: "Amarelo",
    orange: "Laranja",
    red: "Vermelho",
    pink: "Rosa",
    grape: "Uva",
    violet: "Violeta",
    indigo: "Índigo",
    gray: "Cinza",
  },
  upload: {
    choose: "Escolher arquivo",
    replace: "Trocar",
    remove: "Remover",
    sending: "Enviando… {{percent}}%",
    cancel: "Cancelar envio",
    progress: "Andamento do envio",
    preview: "Prévia de {{name}}",
    download: "Baixar {{name}}",
    unnamed: "Arquivo",
    too_large: "O arquivo passa do limite de {{mb}} MB. Reduza-o e envie de novo.",
    failed: "Não foi possível enviar o arquivo. Verifique sua conexão e tente de novo.",
  },
  password_strength: {
    label: "Força da senha",
    score_0: "Senha muito fraca",
    score_1: "Senha fraca",
    score_2: "Senha razoável",
    score_3: "Senha boa",
    score_4: "Senha forte",
  },
  register: {
    description: "Crie sua conta para acessar carteirinha, documentos, equipes e cobranças.",
    closed:
      "O cadastro de novas pessoas está fechado neste portal. Procure a sua entidade para ser cadastrado.",
    personal: "Dados pessoais",
    name: "Nome completo",
    social_name: "Nome social",
    cpf: "CPF",
    email: "E-mail",
    phone: "Celular",
    birthdate: "Data de nascimento",
    gender: "Gênero",
    genders: { F: "Feminino", M: "Masculino", O: "Outro" },
    mother_name: "Nome da mãe",
    rg: "RG",
    address: "Endereço",
    cep: "CEP",
    street: "Logradouro",
    number: "Número",
    complement: "Complemento",
    district: "Bairro",
    city: "Cidade",
    state: "UF",
    access: "Acesso",
    accept_terms: "Li e aceito os termos de uso e a política de privacidade.",
    submit: "Criar conta",
    have_account: "Já tenho conta: entrar",
  },
  about: {
    description: "Informações deste portal e da versão do {{product}} em uso.",
    tenant: "Cliente",
    code: "Código do cliente",
    version: "Versão",
    mode: "Modo",
    mode_app: "Aplicativo instalado",
    mode_browser: "Navegador",
    modules: "Módulos ativos",
    no_modules: "Nenhum módulo opcional está ativo neste portal.",
  },
  apps: {
    description: "Instale o portal no celular ou no computador para abrir mais rápido, como um aplicativo.",
    install: "Instalar o aplicativo",
    installed: "Você já está usando o aplicativo instalado.",
    ios_title: "No iPhone ou iPad (Safari)",
    ios_1: "Toque no botão Compartilhar, na barra do Safari.",
    ios_2: "Escolha “Adicionar à Tela de Início”.",
    ios_3: "Confirme em “Adicionar”: o ícone aparece na tela inicial.",
    other_title: "No Android ou no computador",
    other_1: "Abra o menu do navegador (⋮).",
    other_2: "Escolha “Instalar aplicativo” ou “Adicionar à tela inicial”.",
    other_3: "Confirme: o portal passa a abrir em uma janela própria.",
    offline_note: "Depois de instalado, as telas já visitadas abrem mesmo com a internet instável.",
    continue_in_browser: "Continuar no navegador",
  },
  support: {
    description: "Fale com a equipe da sua federação.",
    whatsapp: "Atendimento por WhatsApp",
    whatsapp_action: "Abrir WhatsApp",
    mail: "Atendimento por e-mail",
    chat: "Chat de suporte",
    chat_action: "Abrir o chat",
    empty_title: "Nenhum canal de suporte publicado",
    empty_text:
      "A federação ainda não informou contatos de atendimento neste portal. Procure a secretaria da sua entidade.",
  },
  help: {
    description: "Como usar o portal no dia a dia.",
    guide_title: "Primeiros passos",
    guide: {
      menu: {
        title: "Menu:",
        text: "no celular, toque no ícone de menu no canto superior; no computador, ele fica sempre à esquerda. Ele mostra só o que o seu papel permite.",
      },
      profile: { title: "Sua conta:", text: "toque na sua foto, no topo, para trocar a senha ou sair." },
      password: {
        title: "Senha:",
        text: "use uma frase longa; o medidor mostra se ela está forte o bastante.",
      },
      install: {
        title: "Aplicativo:",
        text: "na página Aplicativo você instala o portal no celular ou no computador.",
      },
      offline: {
        title: "Sem internet:",
        text: "o selo no topo mostra se você está online; ao voltar a conexão, as informações se atualizam.",
      },
    },
    faq_title: "Perguntas frequentes",
    faq: {
      forgot: {
        question: "Esqueci a senha. E agora?",
        answer:
          "Na tela de entrada, toque em “Esqueci a senha” e informe seu CPF ou e-mail. Enviamos um link ao e-mail do cadastro.",
      },
      locked: {
        question: "Minha conta foi bloqueada após tentativas erradas.",
        answer:
          "Depois de 5 tentativas com a senha errada a conta fica pausada por 15 minutos. Aguarde ou redefina a senha.",
      },
      denied: {
        question: "Aparece “Você não tem acesso a esta página”.",
        answer:
          "O seu papel não inclui aquela permissão. Peça a um administrador da sua federação para ajustar o seu papel.",
      },
      disabled: {
        question: "Aparece “Este módulo não está ativo”.",
        answer: "A federação não ativou aquele módulo no portal. Fale com a administração se precisar dele.",
      },
      update: {
        question: "Apareceu “Nova atualização disponível”.",
        answer: "Toque em “Atualizar”: a página recarrega com a versão nova do portal.",
      },
      notifications: {
        question: "Posso mudar onde os avisos aparecem?",
        answer:
          "Sim. No ícone de engrenagem, no topo, escolha a posição dos avisos, o idioma e o modo escuro.",
      },
    },
  },
  tutorials: {
    description: "Vídeos curtos que mostram as tarefas mais comuns do portal.",
    empty_title: "Nenhum vídeo publicado ainda",
    empty_text:
      "A federação ainda não publicou vídeos de ajuda. Enquanto isso, a página de Ajuda explica o uso do portal.",
    to_help: "Abrir a Ajuda",
  },
  maintenance: {
    title: "Portal em manutenção",
    description: "Estamos fazendo melhorias e o portal volta em instantes.",
    advice: "Seus dados estão seguros. Tente de novo em alguns minutos.",
    retry: "Tentar novamente",
  },
  tenants: {
    description: "Clientes desta instalação: endereços, módulos, marca, pendências e modo somente leitura.",
    new: "Novo cliente",
    edit_named: "Editar {{name}}",
    search: "Buscar por nome, código ou endereço",
    saved: "Cliente {{name}} salvo.",
    empty_title: "Nenhum cliente encontrado",
    empty_text: "Cadastre o primeiro cliente desta instalação.",
    empty_search: "Nenhum cliente corresponde à busca.",
    status: "Situação",
    badge_debt: "Com pendência",
    badge_read_only: "Somente leitura até {{date}}",
    badge_public: "Público",
    identity: "Identificação",
    addresses: "Endereços e servidores",
    modules: "Módulos",
    brand: "Marca",
    flags: "Situação e recursos",
    slug_help: "Letras minúsculas, números e hífen.",
    list_help: "Digite e tecle Enter para incluir cada item.",
    backend_help: "Vazio: usa esta instalação (/t/<identificador>).",
    hidden_help: "Contratados, mas ocultos nas telas e na API.",
    read_only_help: "Horário de Brasília. Vazio: sem modo somente leitura.",
    fields: {
      name: "Nome",
      identifier: "Identificador",
      code: "Código do cliente",
      hosts: "Endereços (hosts)",
      backend: "Servidor da API",
      backend_upload: "Servidor de arquivos",
      backend_list: "Servidores alternativos da API",
      backend_upload_list: "Servidores alternativos de arquivos",
      available_modules: "Módulos contratados",
      hidden_modules: "Módulos ocultos",
      public: "Páginas públicas",
      ai: "Recursos de IA",
      t9n: "Idiomas",
      logo_light: "Logo (tema claro)",
      logo_dark: "Logo (tema escuro)",
      debt: "Pendência financeira",
      read_only_until: "Somente leitura até",
      primary_color: "Cor principal",
    },
  },
  address: {
    cep: "CEP",
    street: "Logradouro",
    number: "Número",
    complement: "Complemento",
    district: "Bairro",
    city: "Cidade",
    state: "UF",
    looking_up: "Buscando o endereço do CEP…",
    no_state: "Nenhuma UF com esse nome",
  },
  resources: {
    new: "Novo",
    search: "Buscar",
    filters: "Filtros",
    clear_filters: "Limpar filtros",
    any: "Todos",
    all: "Todos",
    yes: "Sim",
    no: "Não",
    range_from: "{{label}} a partir de",
    range_to: "{{label}} até",
    columns: "Colunas",
    columns_label: "Colunas visíveis",
    columns_default: "Voltar às colunas padrão",
    sort_by: "Ordenar por {{label}}",
    select_page: "Selecionar todos desta página",
    select_named: "Selecionar {{name}}",
    edit_named: "Editar {{name}}",
    delete_named: "Excluir {{name}}",
    more_named: "Mais opções de {{name}}",
    children: "Cadastros ligados",
    delete_title: "Excluir {{label}}",
    delete_text: "Excluir “{{name}}”? Esta ação não pode ser desfeita.",
    deleted: "“{{name}}” excluído.",
    delete_selected_one: "Excluir {{count}} selecionado",
    delete_selected_other: "Excluir {{count}} selecionados",
    bulk_delete_title: "Excluir registros selecionados",
    bulk_delete_text_one: "Excluir {{count}} registro de {{label}}? Esta ação não pode ser desfeita.",
    bulk_delete_text_other: "Excluir {{count}} registros de {{label}}? Esta ação não pode ser desfeita.",
    bulk_deleted_one: "{{count}} registro excluído.",
    bulk_deleted_other: "{{count}} registros excluídos.",
    export_csv: "Exportar CSV",
    export_xlsx: "Exportar XLSX",
    import: "Importar",
    untitled: "(sem título)",
    back_to: "Voltar para {{label}}",
    parent: "{{label}}: {{name}}",
    empty_title: "Nenhum registro em {{label}}",
    empty_text: "Use o botão Novo para cadastrar o primeiro.",
    empty_text_read_only: "Os registros aparecem aqui assim que forem criados.",
    empty_filtered_title: "Nenhum registro encontrado",
    empty_filtered_text: "Nada corresponde à busca ou aos filtros. Mude os termos ou limpe os filtros.",
    form: {
      new_title: "{{label}} — novo cadastro",
      edit_title: "{{label}} — editar",
      edit_title_named: "{{label}} — editar “{{title}}”",
      saved: "Cadastro salvo.",
      saved_named: "Cadastro “{{title}}” salvo.",
      nothing_changed: "Nada foi alterado; não havia o que salvar.",
      conflict_title: "Este registro foi alterado por outra pessoa",
      conflict_text: "Recarregue para ver a versão atual; o que você mudou neste formulário será descartado.",
      reload: "Recarregar",
      leave_title: "Sair sem salvar?",
      leave_text: "As alterações feitas neste formulário ainda não foram salvas e serão perdidas.",
      leave_stay: "Continuar editando",
      leave_confirm: "Sair sem salvar",
      parent_missing: "Este cadastro pertence a outro registro. Abra-o a partir da lista desse registro.",
      invalid_json: "JSON inválido. Confira chaves, colchetes, aspas e vírgulas.",
      unknown_record: "Registro não encontrado",
      options_failed: "Não foi possível carregar as opções. Tente de novo.",
      searching: "Buscando…",
      nothing_found: "Nada encontrado",
      search_placeholder: "Digite para buscar",
      date_placeholder: "dd/mm/aaaa",
      datetime_placeholder: "dd/mm/aaaa hh:mm",
      calendar_previous: "Período anterior",
      clear_value: "Limpar o campo",
      calendar_next: "Próximo período",
      datetime_confirm: "Confirmar data e hora",
      eye_dropper: "Pegar uma cor da tela",
      tags_help: "Tecle Enter depois de cada item.",
      secret_help:
        "Há um valor salvo. Deixe como está para mantê-lo, digite outro para trocá-lo ou apague para removê-lo.",
      editor: {
        bold: "Negrito",
        italic: "Itálico",
        underline: "Sublinhado",
        strike: "Tachado",
        clear_formatting: "Limpar formatação",
        h2: "Título",
        h3: "Subtítulo",
        h4: "Título menor",
        bullet_list: "Lista com marcadores",
        ordered_list: "Lista numerada",
        blockquote: "Citação",
        hr: "Linha divisória",
        link: "Inserir link",
        unlink: "Remover link",
        image: "Inserir imagem",
        undo: "Desfazer",
        redo: "Refazer",
        link_address: "Endereço do link",
        link_placeholder: "https://",
        link_new_tab: "O link abre em outra aba",
        link_same_tab: "O link abre na mesma aba",
        link_save: "Salvar",
        image_failed: "Não foi possível enviar a imagem. Verifique sua conexão e tente de novo.",
      },
    },
    show: {
      title_named: "{{label}}: {{title}}",
      yes: "Sim",
      no: "Não",
      empty: "Não informado",
      secret_set: "Definido (oculto)",
      download_failed: "Não foi possível baixar o arquivo. Verifique sua conexão e tente de novo.",
      stamps: "Criado em {{created}} · alterado em {{updated}}",
      children: "Cadastros ligados",
      delete_title: "Excluir {{label}}",
      delete_text: "Excluir “{{title}}”? Esta ação não pode ser desfeita.",
      deleted: "Exclusão concluída.",
      deleted_named: "Exclusão concluída: “{{title}}”.",
    },
  },
  roles: {
    description: "Papéis reúnem permissões; cada pessoa recebe um ou mais papéis.",
    new: "Novo papel",
    edit_named: "Editar papel {{name}}",
    delete_named: "Excluir papel {{name}}",
    delete_title: "Excluir papel",
    delete_text: "Excluir o papel “{{name}}”? As pessoas com este papel perdem as permissões dele.",
    saved: "Papel {{name}} salvo.",
    deleted: "Papel {{name}} excluído.",
    empty_title: "Nenhum papel cadastrado",
    empty_text: "Crie papéis para dar permissões às pessoas da sua equipe.",
    permissions_count: "Permissões",
    people: "Pessoas",
    badge_admin: "Administração",
    badge_default: "Padrão",
    admin_help: "Dá acesso à área administrativa.",
    default_help: "Papel recebido por quem cria conta.",
    whole_group: "Todas de {{group}}",
    conflict_title: "Este papel foi alterado por outra pessoa",
    conflict_text:
      "Recarregue para ver a versão atual antes de salvar de novo; suas marcações serão substituídas.",
    conflict_reload: "Recarregar o papel",
    fields: {
      name: "Nome do papel",
      description: "Descrição",
      admin: "Acesso administrativo",
      is_default: "Papel padrão",
    },
  },
};
