import { Group, Pagination, Select, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { paginationLabels } from "./paginationLabels.ts";

/**
 * The foot of a paged list: how many records match (the server stops counting at 10 000 and says
 * so), the page links and, when offered, how many rows a page shows.
 */
export const ListPagination = ({
  page,
  perPage,
  total,
  totalCapped = false,
  onPage,
  perPageChoices,
  onPerPage,
}: {
  page: number;
  perPage: number;
  total: number;
  totalCapped?: boolean;
  onPage: (page: number) => void;
  perPageChoices?: readonly number[];
  onPerPage?: (perPage: number) => void;
}) => {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="list-total">
        {totalCapped
          ? t("pagination.total_capped", { count: total, formatted: total.toLocaleString(i18n.language) })
          : t("pagination.total", { count: total, formatted: total.toLocaleString(i18n.language) })}
      </Text>
      <Group gap="sm" wrap="wrap">
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            size="sm"
            siblings={1}
            getControlProps={paginationLabels(t)}
          />
        ) : null}
        {perPageChoices && onPerPage ? (
          <Select
            aria-label={t("pagination.per_page")}
            data={perPageChoices.map((choice) => ({
              value: String(choice),
              label: t("pagination.per_page_choice", { count: choice }),
            }))}
            value={String(perPage)}
            onChange={(value) => value && onPerPage(Number(value))}
            allowDeselect={false}
            w={150}
            size="sm"
          />
        ) : null}
      </Group>
    </Group>
  );
};
