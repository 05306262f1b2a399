import { asaasClient } from "./asaas.ts";
import type { GatewayClient, GatewayCredentials, GatewayName } from "./gatewayTypes.ts";
import { mercadoPagoClient } from "./mercadoPago.ts";
import { pagarmeClient } from "./pagarme.ts";

const CLIENTS: Record<GatewayName, (credentials: GatewayCredentials) => GatewayClient> = {
  asaas: asaasClient,
  mercadopago: mercadoPagoClient,
  pagarme: pagarmeClient,
};

export const gatewayClient = (name: GatewayName, credentials: GatewayCredentials): GatewayClient =>
  CLIENTS[name](credentials);
