import Container, { type ContainerProps } from '@mui/material/Container';

/** The padded content column every page sits in. */
export function PageContainer({ children, maxWidth = 'lg', sx, ...props }: ContainerProps) {
  return (
    <Container maxWidth={maxWidth} sx={[{ py: { xs: 5, md: 8 } }, ...(Array.isArray(sx) ? sx : [sx])]} {...props}>
      {children}
    </Container>
  );
}
