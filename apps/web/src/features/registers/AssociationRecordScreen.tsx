import { Anchor, Card, Group, Stack } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { AssociationRegistersFrame } from "./AssociationRegistersNav.tsx";

/**
 * One record of the association's register screens (a request, an entry or membership, a contract):
 * the area's frame, the record's loading and errors, its card (named for screen readers by `label`)
 * with what the screen draws of it, and the link back to its list.
 */
export const AssociationRecordScreen = <T,>({
  id,
  query,
  title,
  label,
  backTo,
  backLabel,
  children,
}: {
  /** The association's id. */
  id: string;
  query: UseQueryResult<T>;
  title: (name: string) => string;
  label: (record: T) => string;
  backTo: (record: T) => string;
  backLabel: string;
  children: (record: T) => ReactNode;
}) => (
  <AssociationRegistersFrame id={id} current={null} title={title}>
    {() => (
      <QueryOverlay {...queryOverlayProps(query)}>
        {query.data ? (
          <Card withBorder radius="md" component="article" aria-label={label(query.data)}>
            <Stack>
              {children(query.data)}
              <Group>
                <Anchor component={Link} to={backTo(query.data)} size="sm">
                  {backLabel}
                </Anchor>
              </Group>
            </Stack>
          </Card>
        ) : null}
      </QueryOverlay>
    )}
  </AssociationRegistersFrame>
);
