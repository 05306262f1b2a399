import { ZAppearance, ZAppearanceInput } from "../contracts/appearance.ts";
import {
  ZCommonConfigAnswer,
  ZCommonConfigVersioned,
  ZRegisterConfigAnswer,
  ZSettingsPatch,
  ZSupportConfigAnswer,
} from "../contracts/configs.ts";
import { defineOperations, returnsAnswer, returnsShape } from "./operation.ts";

const PUBLIC = { auth: "public" } as const;
const SETTINGS = { auth: "login", permissions: ["settings"] } as const;

/**
 * The tenant's settings document: the public reads of spec §7 (their parts beside `status` too),
 * the settings screen's change, and the portal's colour and logos.
 */
export const configsOperations = defineOperations("configs", {
  common: {
    method: "GET",
    path: "configs/common",
    summary: "A configuração comum do portal",
    guard: PUBLIC,
    response: returnsAnswer(ZCommonConfigAnswer),
  },
  register: {
    method: "GET",
    path: "configs/register",
    summary: "As configurações de cadastro de pessoas e de associações",
    guard: PUBLIC,
    response: returnsAnswer(ZRegisterConfigAnswer),
  },
  support: {
    method: "GET",
    path: "configs/support",
    summary: "As configurações do atendimento (suporte)",
    guard: PUBLIC,
    response: returnsAnswer(ZSupportConfigAnswer),
  },
  saveCommon: {
    method: "PATCH",
    path: "configs/common",
    summary: "Alterar as configurações do portal",
    guard: SETTINGS,
    body: ZSettingsPatch,
    response: returnsShape(ZCommonConfigVersioned),
  },
  appearance: {
    method: "GET",
    path: "configs/appearance",
    summary: "A cor principal e os logos do portal",
    guard: SETTINGS,
    response: returnsShape(ZAppearance),
  },
  saveAppearance: {
    method: "PUT",
    path: "configs/appearance",
    summary: "Alterar a cor principal e os logos do portal (os aplicativos abertos se repintam)",
    guard: SETTINGS,
    body: ZAppearanceInput,
    fieldLabels: { primary_color: "Cor principal" },
    response: returnsShape(ZAppearance),
  },
});
