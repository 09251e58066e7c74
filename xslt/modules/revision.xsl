<?xml version="1.0" encoding="UTF-8"?>
<!--
  teianon: record what was done. Each document's header gets a <change type="anonymisation">
  in its revisionDesc (created where missing) with the number of references replaced per
  category, so that a reader of the published file can see how it was anonymised.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:tei="http://www.tei-c.org/ns/1.0"
  xmlns:teianon="urn:x-teianon:xslt"
  exclude-result-prefixes="#all">

  <xsl:template match="tei:TEI/tei:teiHeader">
    <xsl:copy>
      <xsl:apply-templates select="@*, node()"/>
      <xsl:if test="empty(tei:revisionDesc)">
        <revisionDesc xmlns="http://www.tei-c.org/ns/1.0">
          <xsl:call-template name="teianon:change"/>
        </revisionDesc>
      </xsl:if>
    </xsl:copy>
  </xsl:template>

  <xsl:template match="tei:TEI/tei:teiHeader/tei:revisionDesc">
    <xsl:copy>
      <xsl:apply-templates select="@*"/>
      <xsl:choose>
        <xsl:when test="tei:listChange">
          <xsl:apply-templates select="node()"/>
        </xsl:when>
        <xsl:otherwise>
          <xsl:call-template name="teianon:change"/>
          <xsl:apply-templates select="node()"/>
        </xsl:otherwise>
      </xsl:choose>
    </xsl:copy>
  </xsl:template>

  <xsl:template match="tei:TEI/tei:teiHeader/tei:revisionDesc/tei:listChange[1]">
    <xsl:copy>
      <xsl:apply-templates select="@*"/>
      <xsl:call-template name="teianon:change"/>
      <xsl:apply-templates select="node()"/>
    </xsl:copy>
  </xsl:template>

  <!-- Whether the file already names teianon as an application; once per tree, not per document. -->
  <xsl:function name="teianon:has-tool-record" as="xs:boolean" cache="yes">
    <xsl:param name="tree" as="node()"/>
    <xsl:sequence select="exists($tree//tei:application[(@xml:id, @id) = 'teianon'])"/>
  </xsl:function>

  <xsl:template name="teianon:change">
    <xsl:variable name="tei" as="element(tei:TEI)" select="ancestor::tei:TEI[1]"/>
    <xsl:variable name="references" as="element()*" select="teianon:references($tei)"/>
    <xsl:variable name="participants" as="element(tei:person)*"
      select="$tei/tei:teiHeader//tei:particDesc//tei:person[not(teianon:is-unreplaced-person(.))]
              [tei:persName[not(teianon:is-placeholder(string(.)))]]"/>
    <xsl:variable name="tool" as="xs:boolean"
      select="teianon:has-tool-record(root($tei))"/>
    <change xmlns="http://www.tei-c.org/ns/1.0" type="{if ($teianon:pseudonymising) then 'pseudonymisation' else 'anonymisation'}">
      <xsl:if test="$teianon:pseudonymising">
        <xsl:attribute name="xml:id" select="teianon:change-id($tei)"/>
      </xsl:if>
      <xsl:if test="$run-date">
        <xsl:attribute name="when" select="$run-date"/>
      </xsl:if>
      <xsl:if test="$tool">
        <xsl:attribute name="who" select="'#teianon'"/>
      </xsl:if>
      <xsl:value-of select="if ($teianon:pseudonymising) then 'Pseudonymised by teianon ' else 'Anonymised by teianon '"/>
      <xsl:value-of select="$teianon-version"/>
      <xsl:value-of select="if ($teianon:pseudonymising)
          then ': sensitive references replaced by consistent surrogates (pseudonyms, each marked with a pointer to this record in @change; IMPLICIT and CITATION by category placeholders); participant names in the header replaced ('
          else ': sensitive references replaced by category placeholders; participant names in the header replaced ('"/>
      <xsl:value-of select="count($participants)"/>
      <xsl:text>)</xsl:text>
      <xsl:if test="$teianon:has-policy">
        <xsl:text>; corpus policy </xsl:text>
        <xsl:value-of select="if (string($teianon:policy?name)) then '&quot;' || $teianon:policy?name || '&quot;' else '(unnamed)'"/>
        <xsl:text> applied (see editorialDecl n="teianon-policy")</xsl:text>
      </xsl:if>
      <xsl:if test="$teianon:rename-ids and not($teianon:policy?ids?rename instance of xs:boolean)">
        <xsl:text>; identifiers renamed, since they carried a platform's ids</xsl:text>
      </xsl:if>
      <xsl:text>.</xsl:text>
      <!-- A run that replaces nothing (a chat its coders anonymised completely) writes no list:
           TEI's list holds at least one item. -->
      <xsl:if test="exists($references)">
        <list type="replacements">
          <xsl:for-each-group select="$references" group-by="teianon:reference-category(.)">
            <xsl:sort select="current-grouping-key()"/>
            <item n="{current-grouping-key()}">
              <xsl:value-of select="count(current-group())"/>
            </item>
          </xsl:for-each-group>
        </list>
      </xsl:if>
    </change>
  </xsl:template>

</xsl:stylesheet>
