import "@mantine/tiptap/styles.css";
import { Input } from "@mantine/core";
import { getUploadImageExtension, Link, RichTextEditor } from "@mantine/tiptap";
import TipTapImage from "@tiptap/extension-image";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type ReactNode, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { uploadAddress, uploadFile } from "../../platform/api/uploadFile.ts";
import { notifyError } from "../../platform/notify/notify.tsx";

/**
 * Formatted text (tiptap): headings, emphasis, lists, quotes, links and images. Its own module, so
 * only forms with rich text load the editor. The value is HTML; the server sanitizes it on save.
 * Images (picked, dropped or pasted) are uploaded as public files: the published page shows them to
 * visitors with a plain <img>.
 */
export const RichTextInput = ({
  label,
  description,
  error,
  required,
  disabled,
  value,
  onChange,
}: {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  value: string;
  onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const extensions = useMemo(
    () => [
      // Mantine's Link (Ctrl+K opens its link editor) instead of the kit's own.
      StarterKit.configure({ link: false }),
      Link,
      getUploadImageExtension(TipTapImage, {
        onImageUpload: async (file: File) => {
          const upload = await uploadFile({ file, visibility: "public" });
          return { src: uploadAddress(upload.url), alt: upload.name };
        },
        onImageUploadError: (_file: File, cause: unknown) =>
          notifyError({
            message: isApiError(cause)
              ? (cause.errors.file ?? cause.message)
              : t("resources.form.editor.image_failed"),
          }),
      }),
    ],
    [t],
  );
  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  // A value set from outside (the record reloaded after a conflict) replaces the text, unless the
  // person is typing in it.
  useEffect(() => {
    if (!editor || editor.isFocused || editor.getHTML() === value) return;
    if (value === "" && editor.isEmpty) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const labels = {
    boldControlLabel: t("resources.form.editor.bold"),
    italicControlLabel: t("resources.form.editor.italic"),
    underlineControlLabel: t("resources.form.editor.underline"),
    strikeControlLabel: t("resources.form.editor.strike"),
    clearFormattingControlLabel: t("resources.form.editor.clear_formatting"),
    h2ControlLabel: t("resources.form.editor.h2"),
    h3ControlLabel: t("resources.form.editor.h3"),
    h4ControlLabel: t("resources.form.editor.h4"),
    bulletListControlLabel: t("resources.form.editor.bullet_list"),
    orderedListControlLabel: t("resources.form.editor.ordered_list"),
    blockquoteControlLabel: t("resources.form.editor.blockquote"),
    hrControlLabel: t("resources.form.editor.hr"),
    linkControlLabel: t("resources.form.editor.link"),
    unlinkControlLabel: t("resources.form.editor.unlink"),
    imageUploadControlLabel: t("resources.form.editor.image"),
    undoControlLabel: t("resources.form.editor.undo"),
    redoControlLabel: t("resources.form.editor.redo"),
    linkEditorInputLabel: t("resources.form.editor.link_address"),
    linkEditorInputPlaceholder: t("resources.form.editor.link_placeholder"),
    linkEditorExternalLink: t("resources.form.editor.link_new_tab"),
    linkEditorInternalLink: t("resources.form.editor.link_same_tab"),
    linkEditorSave: t("resources.form.editor.link_save"),
  };

  return (
    <Input.Wrapper label={label} description={description} error={error} required={required}>
      <RichTextEditor editor={editor} labels={labels} mt={4}>
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.ImageUpload />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
};
