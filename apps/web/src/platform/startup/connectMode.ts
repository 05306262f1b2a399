/**
 * Generic hosts of the product (connect mode): there the tenant comes from a client code the person
 * types, not from the host name. Set with VITE_CONNECT_HOSTS (comma separated) at build time.
 */
export const connectHosts = (raw: string | undefined = import.meta.env.VITE_CONNECT_HOSTS) =>
  (raw ?? "127.0.0.1")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);

export const isConnectHost = ({
  host,
  hostname,
  hosts,
}: {
  host: string;
  hostname: string;
  hosts: string[];
}) => hosts.includes(host.toLowerCase()) || hosts.includes(hostname.toLowerCase());

export type DirectoryQuery = { host: string } | { code: string };

/** Which directory question identifies the tenant here, or null when connect mode has no code yet. */
export const directoryQuery = ({
  host,
  hostname,
  storedCode,
  hosts = connectHosts(),
}: {
  host: string;
  hostname: string;
  storedCode: string | null;
  hosts?: string[];
}): DirectoryQuery | null => {
  if (!isConnectHost({ host, hostname, hosts })) return { host };
  return storedCode ? { code: storedCode } : null;
};
