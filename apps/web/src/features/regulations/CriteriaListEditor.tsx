import {
  type Active,
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Over,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { CriterionKey, RegulationCriterion } from "@quadra/shared";
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconX } from "@tabler/icons-react";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";

const LIST_ZONE = "criteria-list";
/** `reapply` marks where a tie restarts among the teams still level: a list may hold it more than once. */
const REPEATABLE: ReadonlySet<CriterionKey> = new Set(["reapply"]);

/** Stable keys for the list's items: the id and which occurrence of it (reapply may repeat). */
const keysOf = (value: readonly CriterionKey[]) => {
  const seen = new Map<CriterionKey, number>();
  return value.map((id) => {
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    return `${id}#${n}`;
  });
};

const ScopeBadge = ({ scope }: { scope: RegulationCriterion["scope"] }) => {
  const { t } = useTranslation();
  const color = scope === "headToHead" ? "grape" : scope === "special" ? "gray" : "blue";
  return (
    <Badge size="xs" variant="light" color={color}>
      {t(`regulations.scope_${scope}`)}
    </Badge>
  );
};

const PaletteItem = ({ criterion, onAdd }: { criterion: RegulationCriterion; onAdd: () => void }) => {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `palette:${criterion.id}`,
    data: { from: "palette", criterion: criterion.id },
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={6}
      radius="sm"
      style={{ transform: CSS.Translate.toString(transform), opacity: isDragging ? 0.6 : 1 }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("regulations.drag", { label: criterion.label })}
          style={{ cursor: "grab", touchAction: "none" }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Text size="sm" style={{ flex: 1 }}>
          {criterion.label}
        </Text>
        <ScopeBadge scope={criterion.scope} />
        <ActionIcon
          variant="light"
          aria-label={t("regulations.add", { label: criterion.label })}
          onClick={onAdd}
        >
          <IconPlus size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
};

const ListItem = ({
  itemKey,
  position,
  criterion,
  first,
  last,
  onMove,
  onRemove,
}: {
  itemKey: string;
  position: number;
  criterion: RegulationCriterion;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) => {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: itemKey,
    data: { from: "list" },
  });
  const label = criterion.label;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={6}
      radius="sm"
      data-testid="criteria-item"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("regulations.drag", { label })}
          style={{ cursor: "grab", touchAction: "none" }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Text size="sm" fw={600} w={24}>
          {position}.
        </Text>
        <Text size="sm" style={{ flex: 1 }}>
          {label}
        </Text>
        <ScopeBadge scope={criterion.scope} />
        <ActionIcon
          variant="subtle"
          aria-label={t("regulations.move_up", { label })}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          <IconArrowUp size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={t("regulations.move_down", { label })}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <IconArrowDown size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t("regulations.remove", { label })}
          onClick={onRemove}
        >
          <IconX size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
};

/** The list's drop target; a child of the DndContext, as a droppable must be to be found. */
const ListZone = ({ label, invalid, children }: { label: string; invalid: boolean; children: ReactNode }) => {
  const { setNodeRef, isOver } = useDroppable({ id: LIST_ZONE });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      radius="md"
      bg={isOver ? "var(--mantine-color-blue-light)" : undefined}
      style={{ minHeight: 120, borderColor: invalid ? "var(--mantine-color-red-6)" : undefined }}
      aria-label={label}
      role="list"
    >
      {children}
    </Paper>
  );
};

/**
 * One ordered list of tie-break criteria: the engine's criteria in a palette (with their pt-BR
 * labels and scope), dragged into the list and reordered by dragging (pointer or keyboard: space,
 * arrows, space) or with the arrow buttons; `error` is the server's message for this list.
 */
export const CriteriaListEditor = ({
  value,
  onChange,
  criteria,
  error,
}: {
  value: readonly CriterionKey[];
  onChange: (next: CriterionKey[]) => void;
  criteria: readonly RegulationCriterion[];
  error?: string | undefined;
}) => {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(criteria.map((criterion) => [criterion.id, criterion]));
  const keys = keysOf(value);
  const inList = new Set(value);
  const palette = criteria.filter((criterion) => REPEATABLE.has(criterion.id) || !inList.has(criterion.id));

  const insertAt = (id: CriterionKey, index: number) => {
    const next = [...value];
    next.splice(index, 0, id);
    onChange(next);
  };
  const move = (index: number, delta: -1 | 1) => onChange(arrayMove([...value], index, index + delta));
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));

  /**
   * What a screen reader hears while a criterion is dragged (dnd-kit's live region) and how to
   * drag with the keyboard (the handles' description), in the person's language instead of
   * dnd-kit's English. Made once per list and language: dnd-kit subscribes them again whenever they
   * change, so a new object each render would come and go in the middle of a drag.
   */
  const accessibility = useMemo(() => {
    const listKeys = keysOf(value);
    const labelOf = (active: Active) => {
      const id = String(active.id);
      const criterion = (
        id.startsWith("palette:") ? id.slice("palette:".length) : id.split("#")[0]
      ) as CriterionKey;
      return criteria.find((item) => item.id === criterion)?.label ?? criterion;
    };
    const fromPalette = (active: Active) => active.data.current?.from === "palette";
    /** Where `active` would land over `over`: its position and the list's length then (0: not in the list). */
    const placeOf = (active: Active, over: Over | null) => {
      const total = listKeys.length + (fromPalette(active) ? 1 : 0);
      if (!over) return { position: 0, total };
      const index = listKeys.indexOf(String(over.id));
      return { position: index >= 0 ? index + 1 : 0, total };
    };
    const announcements: Announcements = {
      onDragStart: ({ active }) =>
        fromPalette(active)
          ? t("regulations.dnd_picked_palette", { label: labelOf(active) })
          : t("regulations.dnd_picked", {
              label: labelOf(active),
              position: listKeys.indexOf(String(active.id)) + 1,
              total: listKeys.length,
            }),
      onDragOver: ({ active, over }) => {
        const label = labelOf(active);
        if (!over) return t("regulations.dnd_outside", { label });
        const place = placeOf(active, over);
        return place.position
          ? t("regulations.dnd_over", { label, ...place })
          : t("regulations.dnd_over_list", { label });
      },
      onDragEnd: ({ active, over }) => {
        const label = labelOf(active);
        if (!over) return t("regulations.dnd_dropped_outside", { label });
        const place = placeOf(active, over);
        return place.position
          ? t("regulations.dnd_dropped", { label, ...place })
          : t("regulations.dnd_dropped_list", { label });
      },
      onDragCancel: ({ active }) => t("regulations.dnd_cancelled", { label: labelOf(active) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t("regulations.dnd_instructions") } };
  }, [t, value, criteria]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const overIndex = keys.indexOf(String(over.id));
    if (active.data.current?.from === "palette") {
      insertAt(active.data.current.criterion as CriterionKey, overIndex >= 0 ? overIndex : value.length);
      return;
    }
    const from = keys.indexOf(String(active.id));
    if (from >= 0 && overIndex >= 0 && from !== overIndex) onChange(arrayMove([...value], from, overIndex));
  };

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t("regulations.list")}
          </Title>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <ListZone label={t("regulations.list")} invalid={Boolean(error)}>
            <SortableContext items={keys} strategy={verticalListSortingStrategy}>
              <Stack gap={6}>
                {value.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t("regulations.list_empty")}
                  </Text>
                ) : null}
                {value.map((id, index) => (
                  <div role="listitem" key={keys[index]}>
                    <ListItem
                      itemKey={keys[index]!}
                      position={index + 1}
                      criterion={byId.get(id) ?? { id, label: id, scope: "special" }}
                      first={index === 0}
                      last={index === value.length - 1}
                      onMove={(delta) => move(index, delta)}
                      onRemove={() => remove(index)}
                    />
                  </div>
                ))}
              </Stack>
            </SortableContext>
          </ListZone>
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t("regulations.palette")}
          </Title>
          {palette.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("regulations.palette_empty")}
            </Text>
          ) : null}
          {palette.map((criterion) => (
            <PaletteItem
              key={criterion.id}
              criterion={criterion}
              onAdd={() => insertAt(criterion.id, value.length)}
            />
          ))}
        </Stack>
      </SimpleGrid>
    </DndContext>
  );
};
