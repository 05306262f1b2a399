import {
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { Badge, Paper, Table, Tabs, Text } from "@mantine/core";
import type {
  ScheduleBoard,
  ScheduleBoardItem,
  SchedulePlacementView,
} from "@quadra/shared/contracts/schedules";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  clockOf,
  dayLabel,
  dayOf,
  SLOT_MINUTES,
  slotOf,
  slotsOfDay,
  stepPlacement,
} from "./scheduleBoard.ts";

type Move = (itemId: string, spaceId: string, start: number) => void;

const cellId = (spaceId: string, slot: number) => `${spaceId}|${slot}`;

const Card = ({
  item,
  placement,
  spaceName,
  flagged,
  spaceIds,
  onMove,
  focused,
}: {
  focused: boolean;
  item: ScheduleBoardItem;
  placement: SchedulePlacementView;
  spaceName: string;
  flagged: boolean;
  spaceIds: readonly string[];
  onMove: Move;
}) => {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: item.id });
  const node = useRef<HTMLDivElement | null>(null);
  // A card moved by the keyboard lands in another cell (a new element): the focus follows it.
  useEffect(() => {
    if (focused) node.current?.focus();
  }, [focused]);
  const when = `${clockOf(placement.start)}–${clockOf(placement.end)}`;
  // The keyboard alternative to dragging: arrows move the focused card a row or a space.
  const onKeyDown = (event: KeyboardEvent) => {
    const next = stepPlacement(placement, spaceIds, event.key);
    if (!next) return;
    event.preventDefault();
    onMove(item.id, next.spaceId, next.start);
  };
  return (
    <Paper
      ref={(element: HTMLDivElement | null) => {
        node.current = element;
        setNodeRef(element);
      }}
      withBorder
      p={4}
      radius="sm"
      data-testid="schedule-card"
      data-flagged={flagged || undefined}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      aria-label={t("schedules.board.card_label", {
        title: item.title,
        round: item.round,
        competition: item.competition_name,
        when,
        space: spaceName,
      })}
      aria-describedby="schedule-keyboard-help"
      style={{
        transform: CSS.Translate.toString(transform),
        opacity: isDragging ? 0.6 : 1,
        cursor: "grab",
        touchAction: "none",
        borderColor: flagged ? "var(--mantine-color-red-6)" : undefined,
        borderWidth: flagged ? 2 : undefined,
        background: flagged ? "var(--mantine-color-red-light)" : "var(--mantine-color-body)",
      }}
    >
      <Text size="xs" fw={700} lineClamp={2}>
        {flagged ? "⚠ " : ""}
        {item.title}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {item.round} · {item.competition_name}
      </Text>
      <Text size="xs">{when}</Text>
    </Paper>
  );
};

const Cell = ({ id, open, children }: { id: string; open: boolean; children: React.ReactNode }) => {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Table.Td
      ref={setNodeRef}
      style={{
        verticalAlign: "top",
        minWidth: 160,
        padding: 2,
        background: isOver
          ? "var(--mantine-color-blue-light)"
          : open
            ? undefined
            : "var(--mantine-color-default-hover)",
      }}
    >
      {children}
    </Table.Td>
  );
};

/**
 * The board: a tab per day, a column per space, a row every 15 minutes; each duel or heat a card
 * dragged to another space and time (pointer), or moved with the arrow keys once focused. Cells
 * outside a space's opening hours are shaded; cards a violation names are marked.
 */
export const ScheduleBoardView = ({
  board,
  placements,
  flagged,
  onMove,
  lastMoved,
}: {
  lastMoved: string | null;
  board: ScheduleBoard;
  placements: readonly SchedulePlacementView[];
  flagged: ReadonlySet<string>;
  onMove: Move;
}) => {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const items = new Map(board.items.map((item) => [item.id, item]));
  const spaceIds = board.spaces.map((space) => space.id);
  const spaceName = new Map(board.spaces.map((space) => [space.id, `${space.name} (${space.venue_name})`]));
  const onDragEnd = (event: DragEndEvent) => {
    if (!event.over) return;
    const [spaceId, slot] = String(event.over.id).split("|");
    onMove(String(event.active.id), spaceId!, Number(slot));
  };
  const isOpen = (spaceId: string, slot: number) =>
    board.spaces
      .find((space) => space.id === spaceId)!
      .windows.some((w) => w.start <= slot && slot + SLOT_MINUTES <= w.end);
  const days = board.days;
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <Text id="schedule-keyboard-help" size="xs" c="dimmed">
        {t("schedules.board.keyboard_help")}
      </Text>
      <Tabs defaultValue={days[0]} keepMounted={false}>
        <Tabs.List>
          {days.map((day) => (
            <Tabs.Tab key={day} value={day}>
              {dayLabel(day)}{" "}
              <Badge size="xs" variant="light">
                {placements.filter((p) => dayOf(p.start) === day).length}
              </Badge>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {days.map((day) => {
          const slots = slotsOfDay(board, day);
          return (
            <Tabs.Panel key={day} value={day} pt="sm">
              {slots.length ? (
                <Table.ScrollContainer minWidth={160 * (board.spaces.length + 1)}>
                  <Table
                    withColumnBorders
                    withTableBorder
                    layout="fixed"
                    aria-label={t("schedules.board.day", { day: dayLabel(day) })}
                  >
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th w={70}>{t("schedules.board.time")}</Table.Th>
                        {board.spaces.map((space) => (
                          <Table.Th key={space.id}>
                            {space.name}
                            <Text size="xs" c="dimmed">
                              {space.venue_name}
                            </Text>
                          </Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {slots.map((slot) => (
                        <Table.Tr key={slot}>
                          <Table.Th scope="row">
                            <Text size="xs">{clockOf(slot)}</Text>
                          </Table.Th>
                          {board.spaces.map((space) => (
                            <Cell key={space.id} id={cellId(space.id, slot)} open={isOpen(space.id, slot)}>
                              {placements
                                .filter((p) => p.space_id === space.id && slotOf(p.start) === slot)
                                .map((p) => {
                                  const item = items.get(p.item_id);
                                  return item ? (
                                    <Card
                                      key={p.item_id}
                                      item={item}
                                      placement={p}
                                      spaceName={spaceName.get(p.space_id) ?? ""}
                                      flagged={flagged.has(p.item_id)}
                                      spaceIds={spaceIds}
                                      onMove={onMove}
                                      focused={lastMoved === p.item_id}
                                    />
                                  ) : null;
                                })}
                            </Cell>
                          ))}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              ) : (
                <Text c="dimmed">{t("schedules.board.closed_day")}</Text>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </DndContext>
  );
};
