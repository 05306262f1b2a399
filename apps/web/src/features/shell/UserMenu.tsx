import { Avatar, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconKey, IconLogout } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { logout } from "../../platform/startup/session.ts";
import { useApp } from "../../platform/state/appStore.ts";

export const UserMenu = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useApp((state) => state.info);
  if (!info) return null;
  const onLogout = async () => {
    await logout();
    navigate("/login", { replace: true });
  };
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t("shell.user_menu", { name: info.name })} data-testid="user-menu">
          <Avatar src={info.image_url} alt={info.name} radius="xl" size={34}>
            {info.name.slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {info.name}
          </Text>
          {info.email ? (
            <Text size="xs" truncate>
              {info.email}
            </Text>
          ) : null}
        </Menu.Label>
        <Menu.Item component={Link} to="/my/password" leftSection={<IconKey size={16} aria-hidden />}>
          {t("titles.password")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={onLogout} leftSection={<IconLogout size={16} aria-hidden />}>
          {t("auth.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
