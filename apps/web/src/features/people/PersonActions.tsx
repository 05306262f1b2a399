import { ActionIcon, Menu } from "@mantine/core";
import type { Person } from "@quadra/shared";
import {
  IconDots,
  IconEdit,
  IconFileText,
  IconLock,
  IconPhoto,
  IconPlayerPause,
  IconPlayerPlay,
  IconUsers,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The row's menu: the screens of one person, and disabling or enabling them. */
export const PersonActions = ({
  person,
  onToggle,
}: {
  person: Person;
  onToggle: (person: Person) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("people.actions.menu", { name: person.name })}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={`/records/users/edit/${person.id}`}
          leftSection={<IconEdit size={16} />}
        >
          {t("people.actions.edit")}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={`/records/users/image/${person.id}`}
          leftSection={<IconPhoto size={16} />}
        >
          {t("people.actions.image")}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={`/records/userdocuments/${person.id}`}
          leftSection={<IconFileText size={16} />}
        >
          {t("people.actions.documents")}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={`/records/users/privacy/${person.id}`}
          leftSection={<IconLock size={16} />}
        >
          {t("people.actions.privacy")}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={`/records/users?guardian_id=${person.id}`}
          leftSection={<IconUsers size={16} />}
        >
          {t("people.actions.dependents")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color={person.disabled_at ? undefined : "red"}
          leftSection={person.disabled_at ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
          onClick={() => onToggle(person)}
        >
          {t(person.disabled_at ? "people.actions.enable" : "people.actions.disable")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
