; Included by electron-builder's NSIS installer (electron-builder.yml, nsis.include).
;
; cosigner:// links (src/shared/links.ts). electron-builder registers a protocol only on macOS, so
; the installer writes the handler itself, for this user or for all users as the install is
; (SHELL_CONTEXT), and the uninstaller removes it, so no link points at a removed Cosigner.exe.
; The command passes the link as one argument; the running app reads it from its arguments
; (src/main/desktop.ts).

!macro customInstall
  WriteRegStr SHELL_CONTEXT "Software\Classes\cosigner" "" "URL:Cosigner link"
  WriteRegStr SHELL_CONTEXT "Software\Classes\cosigner" "URL Protocol" ""
  WriteRegStr SHELL_CONTEXT "Software\Classes\cosigner\DefaultIcon" "" "$appExe,0"
  WriteRegStr SHELL_CONTEXT "Software\Classes\cosigner\shell\open\command" "" '"$appExe" "%1"'
!macroend

!macro customUnInstall
  DeleteRegKey SHELL_CONTEXT "Software\Classes\cosigner"
!macroend
