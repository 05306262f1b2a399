/**
 * The pt-BR texts of the first screens (login, home, the layout, start-up and error screens), bundled
 * with the start: every other screen's texts come with the route table (screenTextsPtBR.ts).
 */
export const firstScreensPtBR = {
  // The titles of the first routes and of the not-found page; the others are in titlesPtBR.ts.
  titles: { home: "Início", login: "Entrar", not_found: "Página não encontrada" },
  app: { your_organisation: "a sua entidade", for_your_organisation: "para a sua entidade" },
  common: {
    actions: "Ações",
    cancel: "Cancelar",
    close: "Fechar",
    /** The eye button of every password field (through the theme). */
    password_visibility: "Mostrar ou ocultar a senha",
    delete: "Excluir",
    edit: "Editar",
    save: "Salvar",
  },
  api: {
    no_backend: "Este aparelho ainda não está conectado a uma federação. Informe o código do cliente.",
    unreachable: "Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.",
    unexpected: "O servidor respondeu de forma inesperada (código {{status}}). Tente de novo em instantes.",
  },
  loading: {
    first: "Obtendo informações, aguarde...",
    refreshing: "Atualizando informações, aguarde...",
    retry: "Tentar de novo",
  },
  // The layout's own; the header's and the drawer's come with the other screens' texts.
  shell: {
    skip_to_content: "Pular para o conteúdo",
    navigation: "Navegação principal",
  },
  pwa: {
    update_available: "Nova atualização disponível",
    update_action: "Atualizar",
  },
  errors: {
    go_home: "Ir para o início",
    go_login: "Entrar",
    not_found: {
      title: "Página não encontrada",
      description: "O endereço {{path}} não existe neste portal ou mudou de lugar.",
      advice: "Confira o link que você recebeu ou use o menu para chegar ao que procura.",
    },
    crash: {
      title: "Algo deu errado nesta tela",
      description: "Um erro inesperado impediu a exibição. Recarregar a página costuma resolver.",
      reload: "Recarregar a página",
    },
  },

  auth: {
    login: {
      title: "Entrar no portal",
      cpf_or_email: "CPF ou e-mail",
      email_or_cpf: "E-mail ou CPF",
      password: "Senha",
      submit: "Entrar",
      login_required: "Informe o CPF ou o e-mail.",
      password_required: "Informe a senha.",
      forgot: "Esqueci a senha",
      register: "Criar conta",
      help_mail: "Problemas para entrar? Escreva para",
    },
    oauth: {
      or: "ou",
      continue_with: "Continuar com {{name}}",
      failed: "Não foi possível concluir a entrada com esta conta. O link pode ter expirado: tente de novo.",
    },
    // The rest of it comes with the other screens' texts (screenTextsPtBR.ts).
    forgot: { title: "Recuperar a senha" },
    reset: { title: "Criar nova senha" },
  },
};
