import { QueryClientProvider } from "@tanstack/react-query";
import type { ComponentProps, ComponentType } from "react";
import { queryClient } from "../platform/queryClient.ts";

// One wrapper per component, kept, so a screen's component stays the same across renders.
const provided = new WeakMap<object, unknown>();

/** The component inside TanStack Query's provider (withQueryClient.ts), with the app's one query client. */
export const provideQueryClient = <C extends ComponentType<any>>(Component: C): C => {
  const known = provided.get(Component);
  if (known) return known as C;
  const WithQueryClient = (props: ComponentProps<C>) => (
    <QueryClientProvider client={queryClient}>
      <Component {...props} />
    </QueryClientProvider>
  );
  provided.set(Component, WithQueryClient);
  return WithQueryClient as unknown as C;
};
